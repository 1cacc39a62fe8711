// The versions of an entity's form script (meta.TenantScript/history), newest first.
import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../../../src/api/errors';
import type { TenantScriptVersion } from '../../scripts-contracts';
import { TenantScriptApi } from './api';

export function useScriptHistory(entityCode: string) {
  const [versions, setVersions] = useState<TenantScriptVersion[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(0);

  const reload = useCallback(() => setLoaded((n) => n + 1), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `loaded` asks for a reload (reload() bumps it)
  useEffect(() => {
    let live = true;
    setLoading(true);
    TenantScriptApi.history([entityCode], { ignoreError: true }).then(
      (list) => {
        if (!live) return;
        setVersions(list);
        setError(null);
        setLoading(false);
      },
      (e: unknown) => {
        if (!live) return;
        setError(errorMessage(e, ''));
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [entityCode, loaded]);

  /** the version the forms get: the newest enabled one */
  const served = versions.find((v) => v.enabled) ?? null;
  return { versions, served, loading, error, reload };
}
