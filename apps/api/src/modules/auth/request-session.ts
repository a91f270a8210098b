import type { Request, Response } from 'express';
import type { AuthContext } from './auth.types';
import type { JwtSessionStrategy } from './jwt-session.strategy';

/**
 * The live session of a plain Express request, verified exactly as JwtAuthGuard does (the app's own
 * passport 'jwt' strategy: signature, expiry, then the session row). For routers mounted outside Nest's
 * guards (the queue dashboard); null when the request has no valid session.
 */
export function sessionOfRequest(
  strategy: JwtSessionStrategy,
  req: Request,
  res: Response,
): Promise<AuthContext | null> {
  return new Promise((resolve, reject) => {
    const authenticate = strategy
      .getPassportInstance()
      .authenticate('jwt', { session: false }, (err: unknown, user: AuthContext | false) =>
        err ? reject(err as Error) : resolve(user || null),
      ) as (req: Request, res: Response, next: (err?: unknown) => void) => void;
    // passport calls next only for what is not a verdict on the token: that never authenticates.
    authenticate(req, res, (err) => (err ? reject(err as Error) : resolve(null)));
  });
}
