// GET /themeImageFile/{name}?tenant={code}: the tenant's own theme image ($DATA_DIR/theme/{tenant}/),
// else the server's ($DATA_DIR/theme/), else the build's own (builds/{BUILD}/), so a tenant
// without images gets the build's logo rather than a 404. Theme images are placed by the
// operator, not uploaded through the product, hence SVG is served as such; the CSP keeps an SVG
// opened by itself from running script.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../env';
import { Code } from '../rpc/errors';
import { envelope } from '../rpc/route';
import { INERT_CSP } from './security-headers';

const BUILDS_DIR = fileURLToPath(new URL('../../builds/', import.meta.url));

const IMAGE_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};

const SAFE_NAME = /^[\w.-]+$/;

function candidates(config: AppConfig, name: string, tenant: string | undefined): string[] {
  const theme = path.join(config.dataDir, 'theme');
  return [
    ...(tenant && /^[a-z0-9_-]+$/i.test(tenant) ? [path.join(theme, tenant.toLowerCase(), name)] : []),
    path.join(theme, name),
    ...(SAFE_NAME.test(config.build) && !config.build.includes('..') ? [path.join(BUILDS_DIR, config.build, name)] : []),
  ];
}

export function registerThemeImageRoute(app: FastifyInstance, config: AppConfig): void {
  app.get<{ Params: { name: string }; Querystring: { tenant?: string } }>('/themeImageFile/:name', async (req, reply) => {
    const { name } = req.params;
    const type = IMAGE_TYPES[path.extname(name).toLowerCase()];
    const found = SAFE_NAME.test(name) && !name.includes('..') && type ? candidates(config, name, req.query.tenant).find((f) => fs.existsSync(f)) : undefined;
    if (!found) return reply.code(404).send(envelope(Code.NotFound, 'no such theme image'));
    return reply.type(type).header('cache-control', 'public, max-age=300').header('content-security-policy', INERT_CSP).send(fs.createReadStream(found));
  });
}
