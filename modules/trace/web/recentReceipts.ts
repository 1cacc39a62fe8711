// The documents a user traced lately (newest first), so the picker offers them again. Kept in
// localStorage per tenant and user (logout clears localStorage: so does this).
import { useCallback, useState } from 'react';
import type { RouteReceipt } from '../../../schemas/rpc/receiptPath';

export type RecentReceipt = Pick<RouteReceipt, 'id' | 'code' | 'receiptTypeName'>;

export const RECENT_LIMIT = 8;

export function recentKey(tenantId: string | null | undefined, userId: number | null | undefined): string {
  return `plantform.traceRecent:${tenantId ?? '-'}:${userId ?? 'anonymous'}`;
}

export function readRecent(key: string): RecentReceipt[] {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown;
    if (!Array.isArray(value)) return [];
    return value.filter((r): r is RecentReceipt => !!r && typeof r === 'object' && typeof (r as RecentReceipt).id === 'number').slice(0, RECENT_LIMIT);
  } catch {
    return [];
  }
}

/** The list with `receipt` first (once), at most RECENT_LIMIT long. */
export function withRecent(list: readonly RecentReceipt[], receipt: RecentReceipt): RecentReceipt[] {
  const entry = { id: receipt.id, code: receipt.code, receiptTypeName: receipt.receiptTypeName };
  return [entry, ...list.filter((r) => r.id !== receipt.id)].slice(0, RECENT_LIMIT);
}

export function useRecentReceipts(key: string) {
  const [state, setState] = useState(() => ({ key, list: readRecent(key) }));
  const list = state.key === key ? state.list : readRecent(key);
  const remember = useCallback(
    (receipt: RecentReceipt) => {
      const next = withRecent(readRecent(key), receipt);
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // a full or blocked storage only costs the suggestion
      }
      setState({ key, list: next });
    },
    [key],
  );
  return [list, remember] as const;
}
