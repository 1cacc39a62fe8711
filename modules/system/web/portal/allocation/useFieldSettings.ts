// The field settings of one allocation (a page or a copy of it) for its role: loaded, edited
// (unsaved until 保存), saved through removeFields / addField; plus the page as the role has it
// (its buttons' details and field plates).
import { App } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageDetail } from '../../../../../schemas/rpc/portal';
import { errorMessage } from '../../../../../src/api/errors';
import { MenuAllocApi } from '../../../../../src/api/services';
import { clearPageModelCache } from '../../../../../src/templates/shared/pageModelCache';
import { type FieldRow, fieldChanges, hasProblems, isChanged, rowsOf } from './fieldSettings';

export interface SettingsTarget {
  menuId: number;
  allocId: number;
  roleId: number;
  url: string;
}

export function useFieldSettings(target: SettingsTarget | null) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [detail, setDetail] = useState<PageDetail | null>(null);
  const [loaded, setLoaded] = useState<FieldRow[] | null>(null);
  const [rows, setRows] = useState<FieldRow[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const key = target ? `${target.menuId}/${target.allocId}/${target.roleId}/${target.url}` : '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the target serialised (the caller passes a new object on every render; an equal target does not load again)
  const load = useCallback(async () => {
    if (!target) return;
    const opts = { ignoreError: true, cancelPrevious: false };
    try {
      const [fields, page] = await Promise.all([
        MenuAllocApi.getFieldBySourceAndTarget([target.menuId, target.allocId], opts),
        MenuAllocApi.getPageDetailByUrl([target.url, target.roleId], opts).catch(() => null),
      ]);
      const fresh = rowsOf(fields, page?.fieldPlates.map((p) => p.code) ?? []);
      setDetail(page);
      setLoaded(fresh);
      setRows(fresh);
      setError(null);
    } catch (e) {
      setError(errorMessage(e, t('alloc.loadFailed')));
    }
  }, [key, t]);

  useEffect(() => {
    setLoaded(null);
    setRows([]);
    setDetail(null);
    void load();
  }, [load]);

  const changes = useMemo(() => (loaded ? fieldChanges(loaded, rows) : { add: [], remove: [] }), [loaded, rows]);
  const dirty = isChanged(changes);
  const invalid = hasProblems(rows);

  const save = async () => {
    if (!target || !dirty || invalid) return;
    setSaving(true);
    try {
      if (changes.remove.length) await MenuAllocApi.removeFields([{ allocId: target.allocId, fields: changes.remove }], { ignoreError: true });
      if (changes.add.length) await MenuAllocApi.addField([{ allocId: target.allocId, fields: changes.add }], { ignoreError: true });
      clearPageModelCache();
      void message.success(t('alloc.fieldsSaved'));
      await load();
    } catch (e) {
      void message.error(errorMessage(e, t('alloc.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  /** The page as the role has it again (its buttons changed), keeping unsaved field edits. */
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the target serialised (the caller passes a new object on every render; an equal target does not load again)
  const reloadDetail = useCallback(async () => {
    if (!target) return;
    setDetail(await MenuAllocApi.getPageDetailByUrl([target.url, target.roleId], { ignoreError: true, cancelPrevious: false }).catch(() => null));
  }, [key]);

  return {
    detail,
    reloadDetail,
    plates: detail?.fieldPlates ?? [],
    loading: !!target && loaded === null && !error,
    error,
    rows,
    setRows,
    reset: () => loaded && setRows(loaded),
    dirty,
    invalid,
    saving,
    save,
    reload: load,
  };
}

export type FieldSettings = ReturnType<typeof useFieldSettings>;
