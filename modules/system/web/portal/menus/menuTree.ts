// The menu designer's state, all pure: the server's tree (portal.Menu/listTree), the items not
// saved yet (each holding the literal id `tmpId`) and the unsaved edits of saved items.
// Every operation answers a new state and leaves the one given untouched.
import { TMP_ID, type MenuItem } from '../../../../../schemas/rpc/portal-menu';

/** What the designer creates: a module, a page, or a button (a page's function). */
export type NewKind = 1 | 2 | 3;

/** The editable part of a menu item, as the form holds it (empty strings for nothing). */
export interface MenuDraft {
  name: string;
  nameEn: string;
  code: string;
  url: string;
  icon: string;
  remark: string;
  params: string;
}

/** An item not saved yet: its id is `tmpId` until portal.Menu/create answers. */
export interface TmpItem {
  key: string;
  id: typeof TMP_ID;
  type: NewKind;
  parentId: number | null;
  draft: MenuDraft;
}

export interface DesignState {
  items: MenuItem[];
  tmp: TmpItem[];
  /** drafts of saved items that differ from the saved values, by key */
  edits: Readonly<Record<string, MenuDraft>>;
}

/** A node of the tree the designer shows: saved items with their unsaved children appended. */
export interface DesignNode {
  key: string;
  id: number | typeof TMP_ID;
  type: number;
  /** the tenant's own (or unsaved): it may be changed */
  own: boolean;
  unsaved: boolean;
  draft: MenuDraft;
  item: MenuItem | null;
  children: DesignNode[];
}

/** The default names of new items: 新功能 (module), 新页面 (page); buttons 新按钮. */
export const DEFAULT_NAMES: Readonly<Record<NewKind, string>> = { 1: '新功能', 2: '新页面', 3: '新按钮' };

const TMP_PREFIX = `${TMP_ID}:`;
export const isTmpKey = (key: string) => key.startsWith(TMP_PREFIX);
export const keyOfItem = (item: Pick<MenuItem, 'id'>) => String(item.id);

export function initialState(items: MenuItem[]): DesignState {
  return { items, tmp: [], edits: {} };
}

/** The server's tree replaced (after a save, a drag, a delete): edits of items that are gone are dropped. */
export function withItems(state: DesignState, items: MenuItem[]): DesignState {
  const present = new Set(flatten(items).map(keyOfItem));
  const edits = Object.fromEntries(Object.entries(state.edits).filter(([key]) => present.has(key)));
  const tmp = state.tmp.filter((t) => t.parentId == null || present.has(String(t.parentId)));
  return { items, tmp, edits };
}

export function flatten(items: readonly MenuItem[], out: MenuItem[] = []): MenuItem[] {
  for (const item of items) {
    out.push(item);
    if (item.children?.length) flatten(item.children, out);
  }
  return out;
}

export function draftOf(item: MenuItem): MenuDraft {
  const nameEn = item.nameIntl?.en_US ?? '';
  return {
    name: item.nameIntl?.zh_CN || item.name,
    nameEn: nameEn === (item.nameIntl?.zh_CN || item.name) ? '' : nameEn,
    code: item.code,
    url: item.url ?? '',
    icon: item.icon ?? '',
    remark: item.remark ?? '',
    params: item.params ?? '',
  };
}

export const sameDraft = (a: MenuDraft, b: MenuDraft) => (Object.keys(a) as Array<keyof MenuDraft>).every((k) => a[k] === b[k]);

/** Which parent types each type may sit under (null: the top level) — the server's rule (menu-rules.ts). */
const PARENTS: Readonly<Record<number, ReadonlyArray<number | null>>> = { 1: [null, 0, 1], 2: [0, 1], 3: [2], 4: [0, 1, 2] };

export function canNest(type: number, parentType: number | null): boolean {
  return (PARENTS[type] ?? []).includes(parentType);
}

export type ParentProblem = 'pickModule' | 'pickPage' | 'saveParentFirst';

/**
 * Where a new item goes, from the selected node: a module under the selected module (else at the
 * top), a page in the selected module (or beside the selected page), a button on the selected page.
 */
export function parentForNew(state: DesignState, kind: NewKind, selectedKey: string | null): { parentId: number | null } | { problem: ParentProblem } {
  if (selectedKey && isTmpKey(selectedKey)) return kind === 1 ? { parentId: null } : { problem: 'saveParentFirst' };
  const all = flatten(state.items);
  const byId = new Map(all.map((i) => [i.id, i]));
  const selected = selectedKey ? byId.get(Number(selectedKey)) : undefined;
  const parentOf = (i: MenuItem | undefined) => (i?.parentId == null ? undefined : byId.get(i.parentId));
  if (kind === 1) return { parentId: selected && canNest(1, selected.type) ? selected.id : null };
  if (kind === 2) {
    let at = selected;
    while (at && !canNest(2, at.type)) at = parentOf(at);
    return at ? { parentId: at.id } : { problem: 'pickModule' };
  }
  const page = selected?.type === 2 ? selected : selected?.type === 3 ? parentOf(selected) : undefined;
  return page ? { parentId: page.id } : { problem: 'pickPage' };
}

/** A new item, shown at once under its parent as `tmpId` with the default name. `stamp` makes its code unique. */
export function addTmp(state: DesignState, kind: NewKind, parentId: number | null, stamp: string): { state: DesignState; key: string } {
  let n = state.tmp.length + 1;
  while (state.tmp.some((t) => t.key === `${TMP_PREFIX}${n}`)) n++;
  const key = `${TMP_PREFIX}${n}`;
  const prefix = kind === 1 ? 'module' : kind === 2 ? 'page' : 'button';
  const draft: MenuDraft = { name: DEFAULT_NAMES[kind], nameEn: '', code: `${prefix}_${stamp}`, url: '', icon: '', remark: '', params: '' };
  return { state: { ...state, tmp: [...state.tmp, { key, id: TMP_ID, type: kind, parentId, draft }] }, key };
}

export function draftAt(state: DesignState, key: string): MenuDraft | null {
  const tmp = state.tmp.find((t) => t.key === key);
  if (tmp) return tmp.draft;
  if (state.edits[key]) return state.edits[key];
  const item = flatten(state.items).find((i) => keyOfItem(i) === key);
  return item ? draftOf(item) : null;
}

/** The form changed: an unsaved item keeps its draft; a saved one keeps an edit only while it differs. */
export function setDraft(state: DesignState, key: string, draft: MenuDraft): DesignState {
  if (isTmpKey(key)) return { ...state, tmp: state.tmp.map((t) => (t.key === key ? { ...t, draft } : t)) };
  const item = flatten(state.items).find((i) => keyOfItem(i) === key);
  if (!item) return state;
  const { [key]: _old, ...rest } = state.edits;
  return { ...state, edits: sameDraft(draft, draftOf(item)) ? rest : { ...rest, [key]: draft } };
}

/** Forgets an unsaved item, or the unsaved edit of a saved one. */
export function discard(state: DesignState, key: string): DesignState {
  if (isTmpKey(key)) return { ...state, tmp: state.tmp.filter((t) => t.key !== key) };
  const { [key]: _old, ...rest } = state.edits;
  return { ...state, edits: rest };
}

/** An unsaved item was saved: it leaves the unsaved list (the caller reloads the tree). */
export function saved(state: DesignState, key: string): DesignState {
  return discard(state, key);
}

/** Keys of what is not saved: new items and edited items. */
export function dirtyKeys(state: DesignState): Set<string> {
  return new Set([...state.tmp.map((t) => t.key), ...Object.keys(state.edits)]);
}

export const isDirty = (state: DesignState) => state.tmp.length > 0 || Object.keys(state.edits).length > 0;

/** The tree to show: saved items (with their edits) and, under their parents, the unsaved ones. */
export function designTree(state: DesignState): DesignNode[] {
  const tmpUnder = (parentId: number | null): DesignNode[] =>
    state.tmp
      .filter((t) => t.parentId === parentId)
      .map((t) => ({ key: t.key, id: t.id, type: t.type, own: true, unsaved: true, draft: t.draft, item: null, children: [] }));
  const visit = (items: readonly MenuItem[]): DesignNode[] =>
    items.map((item) => {
      const key = keyOfItem(item);
      return {
        key,
        id: item.id,
        type: item.type,
        own: item.own,
        unsaved: !!state.edits[key],
        draft: state.edits[key] ?? draftOf(item),
        item,
        children: [...visit(item.children ?? []), ...tmpUnder(item.id)],
      };
    });
  return [...visit(state.items), ...tmpUnder(null)];
}

export type DropProblem = 'unsaved' | 'product' | 'self' | 'nesting' | 'unknown';
export type DropPosition = 'before' | 'after' | 'inner';

/**
 * May `dragKey` be dropped at `targetKey`? The server's rules, checked before asking it: only the
 * tenant's own saved items move, never under themselves or a descendant, only where their type nests.
 */
export function dropProblem(state: DesignState, dragKey: string, targetKey: string, position: DropPosition): DropProblem | null {
  if (isTmpKey(dragKey) || isTmpKey(targetKey)) return 'unsaved';
  const byId = new Map(flatten(state.items).map((i) => [i.id, i]));
  const drag = byId.get(Number(dragKey));
  const target = byId.get(Number(targetKey));
  if (!drag || !target) return 'unknown';
  if (!drag.own) return 'product';
  const parentId = position === 'inner' ? target.id : target.parentId;
  for (let cur: number | null = parentId; cur != null; cur = byId.get(cur)?.parentId ?? null) if (cur === drag.id) return 'self';
  if (drag.id === target.id) return 'self';
  const parentType = parentId == null ? null : (byId.get(parentId)?.type ?? null);
  return canNest(drag.type, parentType) ? null : 'nesting';
}

/** The key of the item (or unsaved item) and every key above it, for expanding the tree to it. */
export function ancestorKeys(state: DesignState, key: string): string[] {
  const byId = new Map(flatten(state.items).map((i) => [i.id, i]));
  const tmp = state.tmp.find((t) => t.key === key);
  let parentId = tmp ? tmp.parentId : (byId.get(Number(key))?.parentId ?? null);
  const out: string[] = [];
  while (parentId != null) {
    out.push(String(parentId));
    parentId = byId.get(parentId)?.parentId ?? null;
  }
  return out;
}
