/** True when a query failed on a unique constraint (Postgres SQLSTATE 23505), i.e. a lost race on insert. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; driverError?: { code?: string } } | null;
  return e?.code === '23505' || e?.driverError?.code === '23505';
}
