/** Types for scratch-stores.mjs (npm test's and the benches' throw-away databases, shared with jest's setup). */
export function createScratchDatabases(
  baseUrl: string,
  names: readonly string[],
  options?: { connectTimeoutMs?: number; template?: string },
): Promise<{ urls: string[]; drop: () => Promise<void> }>;

/** The URL of database `name` on baseUrl's server. */
export function databaseUrl(baseUrl: string, name: string): string;

export function deleteRedisKeys(redisUrl: string, prefix: string): Promise<void>;
