import type { NestExpressApplication } from '@nestjs/platform-express';
import { RequestMethod, type Type } from '@nestjs/common';
import {
  HTTP_CODE_METADATA,
  METHOD_METADATA,
  PATH_METADATA,
  ROUTE_ARGS_METADATA,
} from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer, Reflector } from '@nestjs/core';
import type { ZodType } from 'zod';
import { ZodValidationPipe } from '../../../apps/api/src/common/zod-validation.pipe';
import { AUTH_OPTIONAL, IS_PUBLIC, ROLES } from '../../../apps/api/src/modules/auth/decorators';
import type { Access } from '../../../apps/api/src/modules/openapi/route-doc';

/** `GET /api/documents/:id`: how routes are compared between Express, Nest and the registry. */
export const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** Every route the Express app really answers (method + path), as its router holds them. */
export function expressRoutes(app: NestExpressApplication): string[] {
  const router = (app.getHttpAdapter().getInstance() as { router: { stack: ExpressLayer[] } }).router;
  const keys = new Set<string>();
  for (const layer of router.stack) {
    if (!layer.route) continue;
    for (const [method, on] of Object.entries(layer.route.methods))
      if (on && method !== '_all') keys.add(routeKey(method, layer.route.path));
  }
  return [...keys].sort();
}

interface ExpressLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** What Nest's metadata says about one handler: its guards' view of access and its validated inputs. */
export interface NestRoute {
  key: string;
  handler: string;
  access: Access;
  body?: ZodType;
  query?: ZodType;
  /** @HttpCode, or Nest's default (201 for POST, 200 otherwise). */
  status: number;
}

const joinPath = (...parts: string[]) =>
  '/' +
  parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/');

/** Every controller handler of the running app, read from the decorators Nest routes by. */
export function nestRoutes(app: NestExpressApplication, prefix = 'api'): NestRoute[] {
  const reflector = app.get(Reflector);
  const routes: NestRoute[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type;
      const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = controller.prototype[name] as object;
        if (name === 'constructor' || Reflect.getMetadata(METHOD_METADATA, handler) === undefined) continue;
        routes.push(
          describeHandler(reflector, controller, name, joinPath(prefix, base, handlerPath(handler))),
        );
      }
    }
  }
  return routes;
}

function handlerPath(handler: object): string {
  return String(Reflect.getMetadata(PATH_METADATA, handler) ?? '');
}

function describeHandler(reflector: Reflector, controller: Type, name: string, path: string): NestRoute {
  const handler = controller.prototype[name] as () => unknown;
  const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
  const targets = [handler, controller];
  const roles = reflector.getAllAndOverride<Access>(ROLES, targets);
  const access: Access = reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)
    ? 'public'
    : reflector.getAllAndOverride<boolean>(AUTH_OPTIONAL, targets)
      ? 'optional'
      : (roles ?? 'session');
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<
    string,
    { pipes?: unknown[] }
  >;
  const schemaOf = (type: RouteParamtypes) => {
    const entry = Object.entries(args).find(([key]) => key.split(':')[0] === String(type))?.[1];
    const pipe = entry?.pipes?.find((p): p is ZodValidationPipe<unknown> => p instanceof ZodValidationPipe);
    return pipe ? (pipe as unknown as { schema: ZodType }).schema : undefined;
  };
  const httpCode = Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined;
  return {
    key: routeKey(method, path),
    handler: `${controller.name}.${name}`,
    access,
    body: schemaOf(RouteParamtypes.BODY),
    query: schemaOf(RouteParamtypes.QUERY),
    status: httpCode ?? (method === 'POST' ? 201 : 200),
  };
}
