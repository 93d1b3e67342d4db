import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '@dha/server-core';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { getAbsoluteFSPath } from 'swagger-ui-dist';
import { describeRoutes } from './api-docs-routes';

// no inline script (the Content-Security-Policy forbids it): the start-up call is a served file
const UI_PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>DHA Center API</title>
<link rel="stylesheet" href="/swagger-ui/swagger-ui.css"></head><body><div id="swagger-ui"></div>
<script src="/swagger-ui/swagger-ui-bundle.js"></script>
<script src="/swagger-ui-init.js"></script></body></html>`;
const UI_INIT = `window.ui = SwaggerUIBundle({ url: '/v3/api-docs', dom_id: '#swagger-ui', docExpansion: 'none', filter: true, persistAuthorization: true });\n`;

/** Whether the API documentation is served: API_DOCS, else only outside production. */
export function apiDocsServed(config: AppConfig): boolean {
  return (config.API_DOCS ?? (config.NODE_ENV === 'production' ? 'off' : 'public')) === 'public';
}

/** OpenAPI JSON at /v3/api-docs (contract paths) and Swagger UI at /swagger-ui/, when configured (else 404). */
export async function serveApiDocs(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  if (!apiDocsServed(config)) return;
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('DHA Center API')
      .setVersion('1')
      .addBearerAuth()
      .addGlobalParameters({ name: 'tenant-id', in: 'header', required: false })
      .build(),
  );
  describeRoutes(app, document, config.API_PREFIX.replace(/\/$/, ''));
  SwaggerModule.setup('swagger-ui', app, document, {
    jsonDocumentUrl: 'v3/api-docs',
    swaggerUiEnabled: false,
    useGlobalPrefix: false,
    raw: ['json'],
  });
  const fastify = app.getHttpAdapter().getInstance();
  await fastify.register(fastifyStatic, { root: getAbsoluteFSPath(), prefix: '/swagger-ui/', index: false, decorateReply: false });
  fastify.get('/swagger-ui', (_req, reply) => reply.type('text/html').send(UI_PAGE));
  fastify.get('/swagger-ui-init.js', (_req, reply) => reply.type('text/javascript').send(UI_INIT));
}
