import path from 'node:path';

/** Swagger UI's files, shipped in the swagger-ui-dist package (no CDN). */
export const SWAGGER_UI_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));

/** The files GET /api/docs/:asset serves: Swagger UI's own two, and the script that starts it. */
export const DOCS_ASSETS: Record<string, { type: string; file?: string; body?: string }> = {
  'swagger-ui.css': { type: 'text/css', file: 'swagger-ui.css' },
  'swagger-ui-bundle.js': { type: 'application/javascript', file: 'swagger-ui-bundle.js' },
  // An external script rather than an inline one, because the CSP allows scripts from 'self' only.
  'start.js': {
    type: 'application/javascript',
    body: `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
`,
  },
};

export const DOCS_PAGE = `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Exam Prep Studio API</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <main id="swagger-ui"></main>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`;
