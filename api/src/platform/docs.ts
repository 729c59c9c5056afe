import { dirname, join } from 'node:path';
import { openapi } from '@elysiajs/openapi';
import { Elysia, t } from 'elysia';

const SWAGGER_DIR = dirname(Bun.resolveSync('swagger-ui-dist/package.json', import.meta.dir));
const ASSETS = { 'swagger-ui-bundle.js': 'text/javascript', 'swagger-ui.css': 'text/css' } as const;

/** The OpenAPI document at /api/docs/json and its browsable reference at /api/docs, with assets served by us. */
export const apiDocs = () =>
  new Elysia({ name: 'api-docs' })
    .use(
      openapi({
        path: '/api/docs',
        specPath: '/api/docs/json',
        provider: 'swagger-ui',
        exclude: { paths: [/^\/api\/docs/, /^\/(?!api\/)/], staticFile: false },
        documentation: {
          info: {
            title: 'Dynacard API',
            version: '1',
            description:
              'The headless REST API of Dynacard. Every answer is the envelope { success, statusCode, message, data, errors }. ' +
              'Authenticate with the session cookies of the site or with a personal API key: Authorization: Bearer dc_…',
          },
          components: {
            securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'Personal API key' } },
          },
        },
        swagger: {
          cdn: '/api/docs/assets/swagger-ui-bundle.js',
          theme: '/api/docs/assets/swagger-ui.css',
          autoDarkMode: true,
        },
      }),
    )
    .get(
      '/api/docs/assets/:file',
      ({ params }) => {
        const type = ASSETS[params.file as keyof typeof ASSETS];
        if (!type) return new Response('Not found', { status: 404 });
        return new Response(Bun.file(join(SWAGGER_DIR, params.file)), {
          headers: { 'content-type': type, 'cache-control': 'public, max-age=86400' },
        });
      },
      { params: t.Object({ file: t.String() }), detail: { hide: true } },
    );
