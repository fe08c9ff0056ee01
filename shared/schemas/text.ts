import { z } from 'zod';

/** Characters no text field takes: C0 controls but tab, line feed and carriage return, and DEL (PostgreSQL refuses NUL outright). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LINE_BREAK = /[\r\n\t]/;

/** The size of a varchar column as the ORM creates it by default. */
export const VARCHAR_DEFAULT = 255;

/**
 * The one way to declare a text field that reaches the database: trimmed, at most `max` characters
 * (the column's size), no control characters; `multiline` keeps line breaks and tabs.
 */
export function textField(max: number = VARCHAR_DEFAULT, { multiline = false } = {}) {
  return z
    .string()
    .trim()
    .max(max)
    .refine((value) => !CONTROL.test(value) && (multiline || !LINE_BREAK.test(value)), 'must not contain control characters');
}

/** An e-mail address as typed into a form: trimmed, lower-cased by the service, at most the column's size. */
export const emailField = (requiredMessage: string) => textField().min(1, requiredMessage);

/** Where `value` (an input as received) holds a NUL character: its path, like `influencers.0.note`, else null. */
export function pathOfNul(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || '(body)' : null;
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const found = pathOfNul(inner, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
