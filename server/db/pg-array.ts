/** A list as a PostgreSQL array literal (the ORM's execute spreads JS arrays into separate values). */
export const pgArray = (values: readonly (string | number)[]) =>
  `{${values.map((v) => (typeof v === 'number' ? String(v) : `"${v.replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;
