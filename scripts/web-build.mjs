// The built web app (dist/web) is rebuilt when it is missing, older than its sources, or built for
// another BUILD. Used by npm start and by the browser tests, which build once before starting
// their servers (each server would otherwise race to build the same folder).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
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

function webIsStale(build) {
  if (!fs.existsSync(path.join(outDir, 'index.html')) || !fs.existsSync(stampFile)) return 'not built yet';
  const stamp = JSON.parse(fs.readFileSync(stampFile, 'utf8'));
  if (stamp.build !== build) return `built for ${stamp.build}, BUILD is ${build}`;
  const sources = ['src', 'renderers', 'schemas', 'modules', `builds/${build}`, 'index.html', 'vite.config.ts', 'package.json'];
  const newest = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  return newest > stamp.builtAt ? 'sources changed' : null;
}

/** Builds dist/web for BUILD (default plantform) when it is stale; synchronous. */
export function buildWebIfStale(build = process.env.BUILD || 'plantform') {
  const why = webIsStale(build);
  if (!why) return;
  console.log(`Building the web app (${why})...`);
  const startedAt = Date.now();
  execFileSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BUILD: build },
  });
  fs.writeFileSync(stampFile, JSON.stringify({ build, builtAt: startedAt }));
}
