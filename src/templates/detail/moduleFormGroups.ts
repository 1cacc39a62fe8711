// Form groups a module provides (WebModule.formGroups): a page names the group's component as
// data (PageDef.formGroups); when a detail declares one no built-in group draws, the installed
// module declaring it is asked for it and the component is registered before the form is built.
// The group loads with the first detail that needs it (and its module's strings with it).
import { useEffect, useState } from 'react';
import { isFormGroup, registerFormGroup } from '../../../renderers/groups';
import type { FormGroupLoader, WebModule } from '../../app/modules/defineWebModule';
import { webModules } from '../../app/modules/registry';
import type { FormGroupDef } from '../../engine/formGroups';

const loading = new Map<string, Promise<void>>();

function providerOf(name: string, modules: readonly WebModule[]): FormGroupLoader | undefined {
  for (const m of modules) if (m.formGroups?.[name]) return m.formGroups[name];
  return undefined;
}

/** The group components the declarations name that a module provides and are not registered yet. */
function missing(defs: readonly FormGroupDef[] | null | undefined, modules: readonly WebModule[]): string[] {
  const names = (defs ?? []).map((d) => d?.component).filter((c): c is string => typeof c === 'string' && !isFormGroup(c));
  return [...new Set(names)].filter((name) => !!providerOf(name, modules));
}

/** Loads and registers the module groups the declarations need (a failed load leaves its fields on the grid). */
export function loadModuleFormGroups(defs: readonly FormGroupDef[] | null | undefined, modules: readonly WebModule[] = webModules()): Promise<void> {
  const pending = missing(defs, modules).map((name) => {
    let done = loading.get(name);
    if (!done) {
      done = providerOf(name, modules)!()
        .then((mod) => void registerFormGroup(name, mod.default))
        .catch((e: unknown) => {
          loading.delete(name);
          console.warn(`form group "${name}" did not load`, e);
        });
      loading.set(name, done);
    }
    return done;
  });
  return Promise.all(pending).then(() => undefined);
}

/** True once the module groups the declarations need are registered (at once when none is missing). */
export function useModuleFormGroups(defs: readonly FormGroupDef[] | null | undefined): boolean {
  const [ready, setReady] = useState(() => missing(defs, webModules()).length === 0);
  useEffect(() => {
    let live = true;
    if (missing(defs, webModules()).length === 0) setReady(true);
    else {
      setReady(false);
      void loadModuleFormGroups(defs).then(() => live && setReady(true));
    }
    return () => {
      live = false;
    };
  }, [defs]);
  return ready;
}
