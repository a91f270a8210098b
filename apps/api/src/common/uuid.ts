import { z } from 'zod';

const ZUuidSchema = z.uuid();

/** Ids in this API are UUIDs; checking first keeps a malformed one from reaching Postgres, which would raise. */
export function isUuid(value: unknown): value is string {
  return ZUuidSchema.safeParse(value).success;
}
