// Loads the server parts of the catalogue's modules: their services (registered beside the core
// ones), record hooks and demo-data seeds, each module's sub-parts joined after it (parts.ts).
import { type Catalogue, catalogue } from './catalogue';
import { setContributions } from './contributions';
import { setRecordHooks } from './hooks';
import { joinServerParts } from './parts';
import type { ServerModule } from './types';

export interface LoadedModule {
  code: string;
  server: ServerModule;
}

export async function loadServerModules(cat: Catalogue = catalogue()): Promise<LoadedModule[]> {
  const loaded: LoadedModule[] = [];
  for (const m of cat.modules) {
    const own = m.server && (await m.server()).default;
    const parts: Array<{ code: string; server: ServerModule }> = [];
    for (const p of m.parts ?? []) if (p.server) parts.push({ code: p.code, server: (await p.server()).default });
    if (own || parts.length) loaded.push({ code: m.code, server: joinServerParts(m.code, own, parts) });
  }
  setRecordHooks(loaded.flatMap((m) => m.server.hooks ?? []));
  setContributions(loaded.map((m) => m.server));
  return loaded;
}
