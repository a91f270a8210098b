import type { Request } from 'express';
import { TOKEN_COOKIE } from './cookies';

/**
 * The token a request authenticates with: the `token` cookie (browsers), else the Bearer header (API
 * clients). A request that carries both is judged by its cookie alone.
 */
export function tokenOf(req: Request): string | null {
  const cookie = (req.cookies as Record<string, unknown> | undefined)?.[TOKEN_COOKIE];
  if (typeof cookie === 'string' && cookie) return cookie;
  const header = req.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match ? match[1] : null;
}
