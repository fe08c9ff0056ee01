import fc from 'fast-check';

/** A JSON Schema node as the OpenAPI document has them (only what the generator reads). */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  maxItems?: number;
}

/** Values no handler expects: wrong types, edge numbers, hostile and huge text, deep nesting. */
export function hostileValue(knownIds: string[]): fc.Arbitrary<unknown> {
  let deep: unknown = 'bottom';
  for (let i = 0; i < 200; i++) deep = { a: deep };
  return fc.oneof(
    fc.anything({ maxDepth: 3 }),
    fc.string({ unit: 'binary', maxLength: 64 }),
    fc.constantFrom(
      '',
      ' ',
      '\u0000',
      '\u0007bell',
      'a'.repeat(70_000),
      '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🎉 \u202e',
      "' or 1=1 --",
      '../../etc/passwd',
      '%00',
      '{{7*7}}',
      'NaN',
      '-1',
      '1e309',
      '9007199254740993',
      ...knownIds,
    ),
    fc.constantFrom(0, -1, 1.5, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 2 ** 31, 1e308, null, true, false, [], {}, deep),
  );
}

/** Values close to what the schema allows, with its boundaries and one step past them. */
export function schemaValue(schema: JsonSchema, knownIds: string[], depth = 0): fc.Arbitrary<unknown> {
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map((s) => schemaValue(s, knownIds, depth)));
  if (schema.enum?.length) return fc.oneof(fc.constantFrom(...schema.enum), fc.string({ maxLength: 12 }));
  switch (schema.type) {
    case 'string': {
      const max = schema.maxLength ?? 200;
      return fc.oneof(
        fc.string({ maxLength: Math.min(max, 40) }),
        fc.constantFrom('x'.repeat(max), 'x'.repeat(max + 1), ...knownIds),
        fc.string({ unit: 'grapheme', maxLength: 20 }),
      );
    }
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e6;
      const max = Math.min(schema.maximum ?? 1e6, Number.MAX_SAFE_INTEGER);
      return fc.oneof(fc.integer({ min: -1000, max: 1_000_000 }), fc.constantFrom(min, min - 1, max, max + 1, 0, 0.5));
    }
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', 1));
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(schemaValue(schema.items ?? {}, knownIds, depth + 1), { maxLength: Math.min(schema.maxItems ?? 5, 5) });
    case 'object':
    default: {
      if (depth > 3 || !schema.properties) return fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 });
      const entries = Object.entries(schema.properties).map(([key, inner]) => [key, schemaValue(inner, knownIds, depth + 1)] as const);
      return fc.record(Object.fromEntries(entries), { requiredKeys: [] });
    }
  }
}

/** A body: near the schema, the schema with one field broken or an extra one, or anything at all. */
export function bodyValue(schema: JsonSchema | undefined, knownIds: string[]): fc.Arbitrary<unknown> {
  const near = schemaValue(schema ?? { type: 'object' }, knownIds);
  const broken = fc
    .tuple(near, fc.constantFrom(...Object.keys(schema?.properties ?? { extra: {} }), 'unexpected_field'), hostileValue(knownIds))
    .map(([value, key, bad]) => (value && typeof value === 'object' && !Array.isArray(value) ? { ...value, [key]: bad } : value));
  return fc.oneof(near, broken, hostileValue(knownIds));
}
