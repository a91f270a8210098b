import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { buildOpenApiDocument, openApiJson, openApiPath } from './openapi-document';
import { json, noContent, type RouteGroup } from './route-doc';
import { ROUTE_GROUPS } from './routes';

const COMMITTED = path.join(__dirname, '../../../../../docs/openapi.json');

describe('the OpenAPI document', () => {
  it('is committed as generated (else: run npm run openapi)', () => {
    const committed = fs.existsSync(COMMITTED) ? fs.readFileSync(COMMITTED, 'utf8') : '';
    if (committed !== openApiJson())
      throw new Error(
        'docs/openapi.json differs from a fresh generation: run npm run openapi and commit it.',
      );
  });

  it('has every route of the registry, with a summary, a tag and a success response', () => {
    const doc = buildOpenApiDocument();
    for (const group of ROUTE_GROUPS)
      for (const route of group.routes) {
        const op = doc.paths?.[openApiPath(route.path)]?.[route.method];
        expect(op).toMatchObject({ summary: route.summary, tags: [group.tag] });
        expect(Object.keys(op?.responses ?? {})).toContain(String(route.ok.status));
      }
  });

  it('names the contracts’ schemas as components and refers to them', () => {
    const doc = buildOpenApiDocument();
    expect(doc.components?.schemas?.ApiError).toBeDefined();
    const login = doc.paths?.['/api/login']?.post;
    expect(login?.requestBody).toEqual({
      required: true,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/LoginRequest' } } },
    });
    expect(login?.security).toEqual([]);
  });

  it('marks access, path parameters and the errors each route can answer', () => {
    const groups: RouteGroup[] = [
      {
        tag: 'T',
        description: 'test',
        routes: [
          { method: 'get', path: '/things/:id', summary: 'a', access: ['admin'], ok: json(z.object({})) },
          { method: 'delete', path: '/mine', summary: 'b', access: 'optional', ok: noContent() },
        ],
      },
    ];
    const doc = buildOpenApiDocument(groups);
    const thing = doc.paths?.['/api/things/{id}']?.get;
    expect(Object.keys(thing?.responses ?? {}).sort()).toEqual(['200', '401', '403', '404']);
    expect(thing?.description).toBe('Roles: admin.');
    expect(thing?.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
    ]);
    const mine = doc.paths?.['/api/mine']?.delete;
    expect(mine?.security?.[0]).toEqual({});
    expect(Object.keys(mine?.responses ?? {})).toEqual(['204']);
  });
});
