import type { Redis } from 'ioredis';

export type EvictionPolicyCheck =
  | { status: 'ok'; policy: 'noeviction' }
  | { status: 'wrong'; policy: string }
  | { status: 'unknown'; reason: string };

/**
 * BullMQ needs `maxmemory-policy noeviction`: with any evicting policy Redis may silently drop queued
 * jobs. Managed Redis services often disable CONFIG, in which case the policy cannot be checked.
 */
export async function checkEvictionPolicy(redis: Redis): Promise<EvictionPolicyCheck> {
  try {
    const reply = (await redis.config('GET', 'maxmemory-policy')) as unknown as string[];
    const policy = Array.isArray(reply) ? reply[1] : undefined;
    if (!policy) return { status: 'unknown', reason: 'CONFIG GET returned no maxmemory-policy' };
    return policy === 'noeviction' ? { status: 'ok', policy } : { status: 'wrong', policy };
  } catch (err) {
    return { status: 'unknown', reason: err instanceof Error ? err.message : String(err) };
  }
}

/** A log line for the operator, or null when all is well. */
export function describeEvictionPolicy(check: EvictionPolicyCheck): string | null {
  switch (check.status) {
    case 'ok':
      return null;
    case 'wrong':
      return `Redis maxmemory-policy is "${check.policy}", but BullMQ needs "noeviction": queued jobs may be lost. Set maxmemory-policy noeviction on the Redis server.`;
    case 'unknown':
      return `Could not check Redis maxmemory-policy (${check.reason}); make sure it is "noeviction", BullMQ needs it.`;
  }
}
