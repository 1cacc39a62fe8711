// The production module's strings load with its pages; a work order's detail (or the trace
// module's menu screen) may come first, so the execution parts load them themselves.
import { useEffect, useState } from 'react';
import { i18n } from '../../../../src/i18n';
import { loadModuleStrings } from '../../../../src/i18n/modules';

export function useExecStrings(): boolean {
  const [ready, setReady] = useState(() => i18n.exists('production.exec.feed'));
  useEffect(() => {
    if (ready) return;
    let live = true;
    import('../../web/index').then((m) => loadModuleStrings(m.default)).then(() => live && setReady(true), () => undefined);
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}
