import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import type { ServerConfig } from './config';

export async function buildApp(config: ServerConfig) {
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  app.get('/healthz', async () => ({ ok: true }));
  if (existsSync(config.portalDir)) {
    await app.register(fastifyStatic, { root: config.portalDir });
    // The portal routes on the client: unknown GETs outside the API get index.html.
    app.setNotFoundHandler((request, reply) =>
      request.method === 'GET' && !request.url.startsWith('/hzzk-portal')
        ? reply.sendFile('index.html')
        : reply.code(404).send({ success: false, code: 404, message: 'Not found', result: null }),
    );
  }
  return app;
}
