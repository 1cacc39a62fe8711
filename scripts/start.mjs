// npm start: build the web app when it is missing or older than its sources (or built for
// another BUILD), then run the server (TypeScript through tsx, in this same process).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkNodeVersion } from './node-version.mjs';
import { buildWebIfStale } from './web-build.mjs';

checkNodeVersion('npm start');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (process.env.SKIP_WEB_BUILD !== '1') buildWebIfStale();

const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'server', 'main.ts'));
