import { Controller, Get } from '@nestjs/common';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { AuthGuard } from '@nestjs/passport';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../config/app-config';
import type { SessionEntity, UserEntity } from '../../database/entities';
import { appErrorOf } from '../../testing/app-error-of';
import type { AuthContext, AuthenticatedRequest } from './auth.types';
import { OptionalAuth, Public } from './decorators';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtSessionStrategy } from './jwt-session.strategy';
import type { SessionsService } from './sessions.service';

@Controller()
class RoutesController {
  @Get('private')
  guarded() {}

  @Public()
  @Get('public')
  open() {}

  @OptionalAuth()
  @Get('optional')
  optional() {}
}

const SECRET = 'a-secret-of-this-app-only-32-bytes!';
const userId = randomUUID();
const liveSid = randomUUID();
const revokedSid = randomUUID();

/** Stands in for the session table: one live session; the revoked one, like any other, resolves to null. */
function sessionsWithLive(sid: string) {
  const seen: unknown[] = [];
  const sessions = {
    resolve: async (claims: unknown): Promise<AuthContext | null> => {
      seen.push(claims);
      const { sub, sid: claimed } = claims as { sub: string; sid: string };
      return sub === userId && claimed === sid
        ? { user: { id: userId } as UserEntity, session: { id: sid } as SessionEntity }
        : null;
    },
  };
  return { sessions: sessions as unknown as SessionsService, seen };
}

function guardOf(secret: string, sid = liveSid) {
  const { sessions, seen } = sessionsWithLive(sid);
  const strategy = new JwtSessionStrategy({ jwtSecret: secret } as AppConfig, sessions);
  return { guard: new JwtAuthGuard(new Reflector(), strategy), seen };
}

const sign = (
  claims: object,
  secret = SECRET,
  options: { algorithm?: 'HS256' | 'HS512'; expiresIn?: number } = {},
) => new JwtService({ secret }).sign(claims, { algorithm: 'HS256', expiresIn: 60, ...options });

function requestWith(headers: { cookie?: string; bearer?: string }) {
  return {
    cookies: headers.cookie === undefined ? {} : { token: headers.cookie },
    headers: headers.bearer === undefined ? {} : { authorization: `Bearer ${headers.bearer}` },
  } as unknown as AuthenticatedRequest;
}

async function pass(
  guard: JwtAuthGuard,
  req: AuthenticatedRequest,
  route: keyof RoutesController = 'guarded',
) {
  const context = new ExecutionContextHost([req, {}], RoutesController, RoutesController.prototype[route]);
  return guard.canActivate(context);
}

describe('JwtAuthGuard with JwtSessionStrategy', () => {
  it("is @nestjs/passport's AuthGuard for the 'jwt' strategy", () => {
    expect(guardOf(SECRET).guard).toBeInstanceOf(AuthGuard('jwt'));
  });

  it('lets a token of a live session through, from the cookie or the Bearer header, and sets req.auth', async () => {
    const { guard, seen } = guardOf(SECRET);
    const token = sign({ sub: userId, sid: liveSid });
    for (const req of [requestWith({ cookie: token }), requestWith({ bearer: token })]) {
      await expect(pass(guard, req)).resolves.toBe(true);
      expect(req.auth.session.id).toBe(liveSid);
    }
    expect(seen).toEqual([
      expect.objectContaining({ sub: userId, sid: liveSid }),
      expect.objectContaining({ sub: userId, sid: liveSid }),
    ]);
  });

  it('judges a request by its cookie when it also carries a Bearer header', async () => {
    const { guard } = guardOf(SECRET);
    const live = sign({ sub: userId, sid: liveSid });
    const revoked = sign({ sub: userId, sid: revokedSid });
    await expect(pass(guard, requestWith({ cookie: live, bearer: revoked }))).resolves.toBe(true);
    const refused = await appErrorOf(pass(guard, requestWith({ cookie: revoked, bearer: live })));
    expect(refused.code).toBe('AUTH_NOT_AUTHENTICATED');
  });

  it.each([
    ['no token', () => requestWith({})],
    ['garbage', () => requestWith({ cookie: 'garbage' })],
    [
      'another secret',
      () => requestWith({ cookie: sign({ sub: userId, sid: liveSid }, 'someone-elses-secret') }),
    ],
    [
      'HS512',
      () => requestWith({ cookie: sign({ sub: userId, sid: liveSid }, SECRET, { algorithm: 'HS512' }) }),
    ],
    [
      'an expired token',
      () => requestWith({ bearer: sign({ sub: userId, sid: liveSid }, SECRET, { expiresIn: -10 }) }),
    ],
    ['a revoked session', () => requestWith({ cookie: sign({ sub: userId, sid: revokedSid }) })],
  ])('answers %s with 401 AUTH_NOT_AUTHENTICATED', async (_case, req) => {
    const err = await appErrorOf(pass(guardOf(SECRET).guard, req()));
    expect({ status: err.status, code: err.code, message: err.message }).toEqual({
      status: 401,
      code: 'AUTH_NOT_AUTHENTICATED',
      message: 'Not authenticated',
    });
  });

  it('never asks the sessions about a token whose signature does not verify', async () => {
    const { guard, seen } = guardOf(SECRET);
    await appErrorOf(pass(guard, requestWith({ cookie: sign({ sub: userId, sid: liveSid }, 'forged') })));
    expect(seen).toEqual([]);
  });

  it('lets @Public() routes through without looking at the token', async () => {
    const { guard, seen } = guardOf(SECRET);
    const req = requestWith({ cookie: sign({ sub: userId, sid: liveSid }) });
    await expect(pass(guard, req, 'open')).resolves.toBe(true);
    expect(req.auth).toBeUndefined();
    expect(seen).toEqual([]);
  });

  it('resolves the session on @OptionalAuth() routes when there is one, and lets them through without', async () => {
    const { guard } = guardOf(SECRET);
    const withSession = requestWith({ cookie: sign({ sub: userId, sid: liveSid }) });
    await expect(pass(guard, withSession, 'optional')).resolves.toBe(true);
    expect(withSession.auth.session.id).toBe(liveSid);
    for (const req of [requestWith({}), requestWith({ cookie: sign({ sub: userId, sid: revokedSid }) })]) {
      await expect(pass(guard, req, 'optional')).resolves.toBe(true);
      expect(req.auth).toBeUndefined();
    }
  });

  it("keeps two apps' strategies apart in one process: each verifies with its own secret", async () => {
    const first = guardOf(SECRET);
    const second = guardOf('the-second-apps-secret', revokedSid);
    await expect(
      pass(first.guard, requestWith({ cookie: sign({ sub: userId, sid: liveSid }) })),
    ).resolves.toBe(true);
    const secondToken = sign({ sub: userId, sid: revokedSid }, 'the-second-apps-secret');
    await expect(pass(second.guard, requestWith({ cookie: secondToken }))).resolves.toBe(true);
    expect((await appErrorOf(pass(first.guard, requestWith({ cookie: secondToken })))).status).toBe(401);
  });
});
