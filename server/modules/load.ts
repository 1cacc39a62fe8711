// Loads the server parts of the catalogue's modules: their services (registered beside the core
// ones), record hooks and demo-data seeds.
import { type Catalogue, catalogue } from './catalogue';
import { setContributions } from './contributions';
import { setRecordHooks } from './hooks';
import type { ServerModule } from './types';

export interface LoadedModule {
  code: string;
  server: ServerModule;
}

export async function loadServerModules(cat: Catalogue = catalogue()): Promise<LoadedModule[]> {
  const loaded: LoadedModule[] = [];
  for (const m of cat.modules) if (m.server) loaded.push({ code: m.code, server: (await m.server()).default });
  setRecordHooks(loaded.flatMap((m) => m.server.hooks ?? []));
  setContributions(loaded.map((m) => m.server));
  return loaded;
}
