// The column chooser's memory: which columns a user hid on a page, per user and page url.
// (Logout clears localStorage except the build choice and login info: so does this.)
import { useCallback, useState } from 'react';

export function columnPrefsKey(userId: number | string | null | undefined, pageUrl: string): string {
  return `plantform.columns:${userId ?? 'anonymous'}:${pageUrl.replace(/^\/+/, '')}`;
}

export function readHiddenColumns(key: string): string[] {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((c): c is string => typeof c === 'string') : [];
  } catch {
    return [];
  }
}

export function writeHiddenColumns(key: string, hidden: readonly string[]): void {
  if (hidden.length) localStorage.setItem(key, JSON.stringify(hidden));
  else localStorage.removeItem(key);
}

/** Hidden column codes of a page for a user, remembered in localStorage. */
export function useHiddenColumns(userId: number | string | null | undefined, pageUrl: string) {
  const key = columnPrefsKey(userId, pageUrl);
  const [state, setState] = useState(() => ({ key, hidden: readHiddenColumns(key) }));
  const hidden = state.key === key ? state.hidden : readHiddenColumns(key);
  const setHidden = useCallback(
    (next: string[]) => {
      writeHiddenColumns(key, next);
      setState({ key, hidden: next });
    },
    [key],
  );
  return [hidden, setHidden] as const;
}
