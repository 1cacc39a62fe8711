// The tenant's users for the pickers (委派, 转办, 加签, 抄送人): flow.FlowableDef/choices, asked once
// per page view and shared by every picker on it.
import { useEffect, useState } from 'react';
import type { DesignerChoices } from '../../../contracts';
import { sessionStore } from '../../../../../src/app/session/sessionStore';
import { FlowDefApi, quiet } from '../api';

export type FlowUser = DesignerChoices['users'][number];

// by tenant: another login in the same tab sees its own tenant's users
let cached: { tenant: string; users: Promise<FlowUser[]> } | null = null;

export function loadFlowUsers(): Promise<FlowUser[]> {
  const tenant = sessionStore.get()?.tenant.id ?? '';
  if (cached?.tenant !== tenant) {
    const users = FlowDefApi.choices([], { ...quiet, cancelPrevious: false }).then(
      (c) => c.users,
      (error: unknown) => {
        cached = null;
        throw error;
      },
    );
    cached = { tenant, users };
  }
  return cached.users;
}

/** The users (empty until loaded, or when they cannot be read). */
export function useFlowUsers(enabled: boolean): FlowUser[] {
  const [users, setUsers] = useState<FlowUser[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loadFlowUsers().then(
      (list) => live && setUsers(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return users;
}

export const userOptions = (users: readonly FlowUser[], exclude?: number) =>
  users.filter((u) => u.id !== exclude).map((u) => ({ value: u.id, label: `${u.name} (${u.code})` }));
