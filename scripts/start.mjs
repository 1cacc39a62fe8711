// npm start: build the web app when it is missing or older than its sources (or built for
// another BUILD), then run the server (TypeScript through tsx, in this same process).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkNodeVersion } from './node-version.mjs';

checkNodeVersion('npm start');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const build = process.env.BUILD || 'plantform';
const outDir = path.join(root, 'dist', 'web');
const stampFile = path.join(outDir, '.build-stamp.json');

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const e of fs.readdirSync(p)) max = Math.max(max, newestMtime(path.join(p, e)));
  return max;
}

function webIsStale() {
  if (!fs.existsSync(path.join(outDir, 'index.html')) || !fs.existsSync(stampFile)) return 'not built yet';
  const stamp = JSON.parse(fs.readFileSync(stampFile, 'utf8'));
  if (stamp.build !== build) return `built for ${stamp.build}, BUILD is ${build}`;
  const sources = ['src', 'renderers', 'schemas', 'modules', `builds/${build}`, 'index.html', 'vite.config.ts', 'package.json'];
  const newest = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  return newest > stamp.builtAt ? 'sources changed' : null;
}

if (process.env.SKIP_WEB_BUILD !== '1') {
  const why = webIsStale();
  if (why) {
    console.log(`Building the web app (${why})...`);
    const startedAt = Date.now();
    execFileSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, BUILD: build },
    });
    fs.writeFileSync(stampFile, JSON.stringify({ build, builtAt: startedAt }));
  }
}

const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'server', 'main.ts'));
