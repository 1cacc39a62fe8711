// A role's allocation in one portal: the allocatable tree and the role's allocation tree, loaded
// together, and ticking (with ancestors) or unticking (with what is under) an item.
import { App } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalType } from '../../../../../schemas/menus/types';
import type { AllocatableItem, AllocNode } from '../../../../../schemas/rpc/portal-alloc';
import { errorMessage } from '../../../../../src/api/errors';
import { MenuAllocApi } from '../../../../../src/api/services';
import { clearPageModelCache } from '../../../../../src/templates/shared/pageModelCache';

export interface AllocationData {
  items: AllocatableItem[];
  allocs: AllocNode[];
}

export function useAllocation(roleId: number | null, portal: PortalType) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [data, setData] = useState<AllocationData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    if (roleId == null) return;
    const opts = { ignoreError: true, cancelPrevious: false };
    try {
      const [items, allocs] = await Promise.all([MenuAllocApi.listTree([portal, roleId], opts), MenuAllocApi.getAllocatedTree([portal, roleId], opts)]);
      setData({ items, allocs });
      setError(null);
    } catch (e) {
      setError(errorMessage(e, t('alloc.loadFailed')));
    }
  }, [roleId, portal, t]);

  useEffect(() => {
    setData(null);
    setError(null);
    void load();
  }, [load]);

  /** Runs a change, then reloads both trees; a refusal shows the server's message. */
  const change = useCallback(
    async (run: () => Promise<unknown>, done?: string) => {
      setBusy(true);
      try {
        await run();
        clearPageModelCache();
        if (done) void message.success(done);
        await load();
        return true;
      } catch (e) {
        void message.error(errorMessage(e, t('alloc.saveFailed')));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [load, message, t],
  );

  const allocate = (menuId: number) => change(() => MenuAllocApi.create([{ roleId: roleId!, portalType: portal, menuIds: [menuId] }], { ignoreError: true }), t('alloc.allocated'));
  const unallocate = (allocId: number) => change(() => MenuAllocApi.delete([allocId], { ignoreError: true }), t('alloc.unallocated'));

  return { data, error, busy, reload: load, change, allocate, unallocate };
}

export type Allocation = ReturnType<typeof useAllocation>;
