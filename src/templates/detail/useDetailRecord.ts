import { useCallback, useEffect, useState } from 'react';
import type { RecordValue } from '../../../schemas/rpc/datax';
import { errorMessage } from '../../api/errors';
import { MetaDynamicApi } from '../../api/services';

/** The record of a detail page: getValue([entityCode, id]), or null for a new record. */
export function useDetailRecord(entityCode: string, id: number | undefined) {
  const [record, setRecord] = useState<RecordValue | null>(null);
  const [loading, setLoading] = useState(id !== undefined);
  const [error, setError] = useState<string | null>(null);
  const [reloadKey, setReloadKey] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the record in hand is checked, not a cause to load: a save that sets it must not read it back
  useEffect(() => {
    if (id === undefined) {
      setRecord(null);
      setLoading(false);
      return;
    }
    // the record is already here (it was just saved and the url caught up)
    if (record?.id === id && reloadKey === 0) return;
    let live = true;
    setLoading(true);
    MetaDynamicApi.getValue([entityCode, id], { ignoreError: true }).then(
      (value) => {
        if (!live) return;
        setRecord(value);
        setError(null);
        setLoading(false);
      },
      (e: unknown) => {
        if (!live) return;
        setError(errorMessage(e, 'error'));
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [entityCode, id, reloadKey]);

  const reload = useCallback(() => setReloadKey((k) => k + 1), []);
  return { record, setRecord, loading, error, reload };
}
