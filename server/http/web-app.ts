// The built web app (dist/web): its files, and index.html for every route of its own
// (/demo/login, /demo/mdm/Supplier...); anything else unknown is a 404 envelope.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { Code } from '../rpc/errors';
import { envelope } from '../rpc/route';

export async function registerWebApp(app: FastifyInstance, webDir: string | null): Promise<void> {
  const indexHtml = webDir ? path.join(webDir, 'index.html') : null;
  if (webDir && indexHtml && fs.existsSync(indexHtml)) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    if (req.method === 'GET' && indexHtml && fs.existsSync(indexHtml) && !req.url.startsWith('/assets/')) {
      return reply.type('text/html').header('cache-control', 'no-cache').send(fs.readFileSync(indexHtml));
    }
    return reply.code(404).send(envelope(Code.NotFound, `not found: ${req.method} ${req.url.split('?')[0]}`));
  });
}
