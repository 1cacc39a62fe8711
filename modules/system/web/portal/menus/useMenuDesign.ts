// One portal's menu tree in the designer: loading it, the unsaved items and edits (menuTree.ts),
// the selection, and the calls that save, move and delete (portal.Menu).
import { App } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalType } from '../../../../../schemas/menus/types';
import { errorMessage } from '../../../../../src/api/errors';
import { MenuApi } from '../../../../../src/api/services';
import { clearPageModelCache } from '../../../../../src/templates/shared/pageModelCache';
import { createArgs, updateArgs } from './menuDraft';
import {
  addTmp,
  ancestorKeys,
  designTree,
  dirtyKeys,
  discard,
  draftAt,
  dropProblem,
  flatten,
  initialState,
  isDirty,
  isTmpKey,
  keyOfItem,
  type DesignState,
  type DropPosition,
  type MenuDraft,
  type NewKind,
  parentForNew,
  saved,
  setDraft,
  withItems,
} from './menuTree';

const stamp = () => Date.now().toString(36);

export function useMenuDesign(portal: PortalType) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [state, setState] = useState<DesignState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [expandedKeys, setExpandedKeys] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      const items = await MenuApi.listTree([portal], { ignoreError: true, cancelPrevious: false });
      setState((s) => (s ? withItems(s, items) : initialState(items)));
      setError(null);
      return items;
    } catch (e) {
      setError(errorMessage(e, t('menus.loadFailed')));
      return null;
    }
  }, [portal, t]);

  useEffect(() => {
    setState(null);
    setSelectedKey(null);
    void load();
  }, [load]);

  const tree = useMemo(() => (state ? designTree(state) : []), [state]);
  const dirty = useMemo(() => (state ? dirtyKeys(state) : new Set<string>()), [state]);
  const selectedItem = useMemo(() => (state && selectedKey && !isTmpKey(selectedKey) ? (flatten(state.items).find((i) => keyOfItem(i) === selectedKey) ?? null) : null), [state, selectedKey]);
  const selectedTmp = useMemo(() => state?.tmp.find((x) => x.key === selectedKey) ?? null, [state, selectedKey]);
  const draft = state && selectedKey ? draftAt(state, selectedKey) : null;

  const reveal = (s: DesignState, key: string) => setExpandedKeys((open) => [...new Set([...open, ...ancestorKeys(s, key)])]);

  const add = (kind: NewKind) => {
    if (!state) return;
    const where = parentForNew(state, kind, selectedKey);
    if ('problem' in where) {
      void message.warning(t(`menus.problem.${where.problem}`));
      return;
    }
    const next = addTmp(state, kind, where.parentId, stamp());
    setState(next.state);
    setSelectedKey(next.key);
    reveal(next.state, next.key);
  };

  const change = (next: MenuDraft) => {
    if (state && selectedKey) setState(setDraft(state, selectedKey, next));
  };

  const revert = () => {
    if (state && selectedKey && !isTmpKey(selectedKey)) setState(discard(state, selectedKey));
  };

  /** Saves the selected item (create for an unsaved one, update otherwise). */
  const save = async () => {
    if (!state || !selectedKey || !draft) return;
    setBusy(true);
    try {
      const result = selectedTmp ? await MenuApi.create([createArgs({ ...selectedTmp, draft }, portal)], { ignoreError: true }) : await MenuApi.update([updateArgs(selectedItem!, draft)], { ignoreError: true });
      const items = await MenuApi.listTree([portal], { ignoreError: true, cancelPrevious: false });
      const next = withItems(saved(state, selectedKey), items);
      setState(next);
      const key = keyOfItem(result);
      setSelectedKey(key);
      reveal(next, key);
      clearPageModelCache();
      void message.success(t('menus.saved'));
    } catch (e) {
      void message.error(errorMessage(e, t('menus.saveFailed')));
    } finally {
      setBusy(false);
    }
  };

  /** Deletes the selected item (an unsaved one is only forgotten); the server refuses while it has children. */
  const remove = async () => {
    if (!state || !selectedKey) return;
    if (isTmpKey(selectedKey)) {
      setState(discard(state, selectedKey));
      setSelectedKey(null);
      return;
    }
    setBusy(true);
    try {
      await MenuApi.delete([Number(selectedKey)], { ignoreError: true });
      setState(discard(state, selectedKey));
      setSelectedKey(null);
      await load();
      clearPageModelCache();
      void message.success(t('menus.deleted'));
    } catch (e) {
      void message.error(errorMessage(e, t('menus.deleteFailed')));
    } finally {
      setBusy(false);
    }
  };

  /** A drop the rules allow goes to the server (which checks again); its refusal is shown. */
  const drop = async (dragKey: string, targetKey: string, position: DropPosition) => {
    if (!state) return;
    const problem = dropProblem(state, dragKey, targetKey, position);
    if (problem) {
      void message.warning(t(`menus.drop.${problem}`));
      return;
    }
    setBusy(true);
    try {
      await MenuApi.drag([{ id: Number(dragKey), targetId: Number(targetKey), position }], { ignoreError: true });
      await load();
      if (position === 'inner') setExpandedKeys((open) => [...new Set([...open, targetKey])]);
    } catch (e) {
      void message.error(errorMessage(e, t('menus.moveFailed')));
    } finally {
      setBusy(false);
    }
  };

  return {
    state,
    error,
    tree,
    dirty,
    isDirty: state ? isDirty(state) : false,
    busy,
    selectedKey,
    select: setSelectedKey,
    selectedItem,
    selectedTmp,
    draft,
    expandedKeys,
    setExpandedKeys,
    add,
    change,
    revert,
    save,
    remove,
    drop,
    reload: load,
  };
}

export type MenuDesign = ReturnType<typeof useMenuDesign>;
