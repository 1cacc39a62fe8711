import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import type { BuildConfig } from './builds/types';

// The customer build is chosen at build time: BUILD=hengtai npm run build.
const buildName = process.env.BUILD || 'plantform';
const buildDir = fileURLToPath(new URL(`./builds/${buildName}`, import.meta.url));
const SERVER = 'http://127.0.0.1:8080';

/** Puts the build's title and favicon into index.html, so even the first paint is branded. */
function buildBranding(brand: BuildConfig): Plugin {
  const favicon = readFileSync(`${buildDir}/favicon.svg`, 'utf8');
  const faviconHref = `data:image/svg+xml,${encodeURIComponent(favicon)}`;
  const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return {
    name: 'plantform-build-branding',
    transformIndexHtml(html) {
      return html
        .replaceAll('%BUILD_TITLE%', escapeHtml(brand.title))
        .replaceAll('%BUILD_FAVICON%', faviconHref)
        .replaceAll('%BUILD_COLOR%', brand.primaryColor);
    },
  };
}

/** Packages every route needs; everything else is split per lazy route by the bundler. */
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/;

/** The build's branding, read from builds/{BUILD}/build.ts (loaded through Vite: it is TypeScript). */
async function loadBrand(): Promise<BuildConfig> {
  if (!existsSync(`${buildDir}/build.ts`)) throw new Error(`unknown build "${buildName}": builds/${buildName}/build.ts does not exist`);
  const { module } = await runnerImport<{ default: BuildConfig }>(`${buildDir}/build.ts`, { configFile: false, logLevel: 'silent' });
  return module.default;
}

export default defineConfig(async () => ({
  plugins: [react(), buildBranding(await loadBrand())],
  resolve: {
    alias: [
      { find: '@build', replacement: buildDir },
      // `@ant-design/icons/XOutlined` is CommonJS; its ES module keeps the barrel (the whole icon
      // set, wanted only by the lazily loaded menu icon lookup) out of every other chunk
      { find: /^@ant-design\/icons\/(\w+)$/, replacement: '@ant-design/icons/es/icons/$1' },
    ],
  },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    // dist/web/.vite/manifest.json: the chunk graph, to measure the JS each route loads
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      input: { index: 'index.html', bench: 'bench.html' },
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 20 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      // RPC calls: POST /{service}/{method}, e.g. /portal.Login/logon
      '^/[A-Za-z0-9_]+\\.[A-Za-z0-9_]+/': { target: SERVER, changeOrigin: false },
      '/ws': { target: SERVER, ws: true },
      '/themeImageFile': { target: SERVER },
      // tenant form scripts and their sandbox document
      '/externalVform': { target: SERVER },
    },
  },
}));
