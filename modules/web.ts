// The web parts of the modules, found by folder: modules/<code>/web/index.ts. Only the small
// manifests load eagerly; their pages and strings load when first opened.
import type { WebModule } from '../src/app/modules/defineWebModule';

const found = import.meta.glob<{ default: WebModule }>('./*/web/index.ts', { eager: true });

export const WEB_MODULES: readonly WebModule[] = Object.values(found).map((m) => m.default);
