// Unsaved records handed to a new record's detail page ("create from": an arrival drafted from an
// order). The draft stays in memory under a token that the detail's address carries
// (`?…&draft=<token>`): reading does not consume it, so React StrictMode's second mount and a
// return to the tab find it again; a reload (memory gone) finds nothing and the page shows an
// empty new record. Saving the record drops it. Only the last few drafts are kept.
import type { RecordValue } from '../../../schemas/rpc/datax';

export const DRAFT_PARAM = 'draft';
const KEEP = 20;

export interface Draft {
  /** the entity the draft is a record of (a token pasted into another entity's page finds nothing) */
  entityCode: string;
  values: Record<string, unknown>;
  /** what it was made from, for the page to say so (e.g. 采购订单 CG202611230001) */
  source?: string;
}

const drafts = new Map<string, Draft>();
let serial = 0;

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Keeps a draft; answers its token. */
export function putDraft(entityCode: string, values: Record<string, unknown> | RecordValue, source?: string): string {
  serial += 1;
  const token = `${Date.now().toString(36)}${serial.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  drafts.set(token, { entityCode, values: copy(values as Record<string, unknown>), ...(source ? { source } : {}) });
  while (drafts.size > KEEP) drafts.delete(drafts.keys().next().value!);
  return token;
}

/** The draft of a token for an entity (a copy: the form may change it), or null when it is gone. */
export function readDraft(token: string | null | undefined, entityCode: string): Draft | null {
  const draft = token ? drafts.get(token) : undefined;
  return draft && draft.entityCode === entityCode ? copy(draft) : null;
}

export function dropDraft(token: string | null | undefined): void {
  if (token) drafts.delete(token);
}

/** A detail page's path with the draft's token added to its query. */
export function withDraft(href: string, token: string): string {
  return `${href}${href.includes('?') ? '&' : '?'}${DRAFT_PARAM}=${encodeURIComponent(token)}`;
}

/** tests */
export function clearDrafts(): void {
  drafts.clear();
}
