import type { Request } from 'express';
import { TOKEN_COOKIE } from './cookies';

/** Candidate tokens of a request: the `token` cookie (browsers) and the Bearer header (API clients). */
export function tokensOf(req: Request): string[] {
  const tokens: string[] = [];
  const cookie = (req.cookies as Record<string, unknown> | undefined)?.[TOKEN_COOKIE];
  if (typeof cookie === 'string' && cookie) tokens.push(cookie);
  const header = req.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (match && !tokens.includes(match[1])) tokens.push(match[1]);
  return tokens;
}
