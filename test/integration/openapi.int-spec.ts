import request from 'supertest';
import { buildOpenApiDocument, openApiPath } from '../../apps/api/src/modules/openapi/openapi-document';
import type { RouteDoc } from '../../apps/api/src/modules/openapi/route-doc';
import { ROUTE_GROUPS } from '../../apps/api/src/modules/openapi/routes';
import { expressRoutes, nestRoutes, routeKey, type NestRoute } from './support/nest-routes';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * The drift test: the routes the running app answers, the routes Nest's decorators declare and the
 * routes of the OpenAPI registry are the same set, with the same access rules, the same validated
 * schemas and the same success status. Fails with the list of differences.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const documented: RouteDoc[] = ROUTE_GROUPS.flatMap((g) => g.routes);
const keyOf = (r: RouteDoc) => routeKey(r.method, `/api${r.path}`);

describe('the OpenAPI registry matches the routes the app serves', () => {
  it('lists every route Express answers, and no route it does not', () => {
    // The document is the JSON API's. The operators' endpoints outside /api (/metrics, Prometheus text;
    // /admin/queues, Bull Board's own app) are described in the README's Operations section.
    const served = new Set(expressRoutes(t.app).filter((k) => / \/api(\/|$)/.test(k)));
    const inDocs = new Set(documented.map(keyOf));
    const missing = [...served].filter((k) => !inDocs.has(k));
    const extra = [...inDocs].filter((k) => !served.has(k));
    expect({ missingFromDocs: missing, notServed: extra }).toEqual({ missingFromDocs: [], notServed: [] });
    expect(served.size).toBeGreaterThan(100);
  });

  it('documents each route once', () => {
    const keys = documented.map(keyOf);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  describe('per route, what the docs say is what the decorators do', () => {
    let byKey: Map<string, NestRoute>;
    beforeAll(() => {
      byKey = new Map(nestRoutes(t.app).map((r) => [r.key, r]));
    });
    const cases = documented.map((r) => [keyOf(r), r] as const);

    it.each(cases)('%s', (key, doc) => {
      const nest = byKey.get(key);
      if (!nest) throw new Error(`Nest has no handler for ${key}`);
      expect({ key, access: doc.access }).toEqual({ key, access: nest.access });
      // The same schema objects, not look-alikes: the docs are generated from what the pipes validate.
      const docBody = doc.body ?? doc.upload?.fields;
      expect({ key, body: docBody === nest.body }).toEqual({ key, body: true });
      expect({ key, query: doc.query === nest.query }).toEqual({ key, query: true });
      if (doc.ok.kind === 'json' || doc.ok.kind === 'empty')
        expect({ key, status: doc.ok.status }).toEqual({ key, status: nest.status });
    });
  });
});

describe('GET /api/openapi.json and /api/docs', () => {
  it('serves the generated document to anyone, every documented route in it', async () => {
    const res = await request(t.http).get('/api/openapi.json').expect(200);
    expect(res.body).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
    expect(res.body.openapi).toBe('3.1.0');
    for (const r of documented) expect(res.body.paths[openApiPath(r.path)]?.[r.method]).toBeDefined();
  });

  it('serves the Swagger UI page and its files from the app itself, under the CSP', async () => {
    const page = await request(t.http).get('/api/docs').expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = [...page.text.matchAll(/(?:src|href)="(\/api\/[^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual([
      '/api/docs/swagger-ui.css',
      '/api/docs/swagger-ui-bundle.js',
      '/api/docs/start.js',
    ]);
    for (const url of scripts) {
      const asset = await request(t.http).get(url).expect(200);
      expect(asset.headers['content-type']).toMatch(/^(text\/css|application\/javascript)/);
    }
    const start = await request(t.http).get('/api/docs/start.js');
    expect(start.text).toContain("url: '/api/openapi.json'");
  });

  it('answers 404 for any other file name under /api/docs', async () => {
    for (const name of ['index.html', '..%2Fpackage.json', 'swagger-initializer.js', 'toString']) {
      const res = await request(t.http).get(`/api/docs/${name}`).expect(404);
      expect(res.body).toEqual({ error: 'Not found.', code: 'NOT_FOUND' });
    }
  });
});
