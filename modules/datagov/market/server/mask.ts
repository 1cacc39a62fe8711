// Masking rules of a service's fields, applied on the server to every answer for a key: hide (the
// field is removed), partial (the first n and last m characters kept, the rest starred: 138****5678),
// hash (sha256 hex of the value: stable, so answers still join), replace (a fixed text). On one
// field, a rule for the key itself wins over one for its group, which wins over the service's rule
// for every key. Nulls stay null.
import crypto from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { MaskKind } from '../contracts';

export interface MaskRule {
  field: string;
  kind: MaskKind;
  keepFirst: number;
  keepLast: number;
  replacement: string | null;
}

// biome-ignore lint/suspicious/noExplicitAny: read from a tenant's Kysely or a transaction
type Db = Kysely<any>;

/** the rules that hold for one key calling one service, by field (lower case) */
export async function rulesFor(db: Db, tenantId: string, apiId: number, keyId: number | null, keyGroup: string | null = null): Promise<Map<string, MaskRule>> {
  const { rows } = await sql<{ field: string; kind: MaskKind; keep_first: number; keep_last: number; replacement: string | null; key_id: string | null }>`
    select field, kind, keep_first, keep_last, replacement, key_id from dg_api_mask
     where tenant_id = ${tenantId} and api_id = ${apiId}
       and ((key_id is null and key_group is null) or key_id = ${keyId ?? 0} or (key_id is null and key_group = ${keyGroup ?? ''}))
     order by key_id nulls first, key_group nulls first`.execute(db);
  const out = new Map<string, MaskRule>();
  for (const r of rows) out.set(r.field.toLowerCase(), { field: r.field, kind: r.kind, keepFirst: r.keep_first, keepLast: r.keep_last, replacement: r.replacement });
  return out;
}

export function maskOne(v: unknown, r: MaskRule): unknown {
  if (v === null || v === undefined) return v;
  const s = typeof v === 'object' ? JSON.stringify(v) : String(v);
  switch (r.kind) {
    case 'hash':
      return crypto.createHash('sha256').update(s, 'utf8').digest('hex');
    case 'replace':
      return r.replacement ?? '';
    case 'partial': {
      const chars = [...s];
      if (r.keepFirst + r.keepLast >= chars.length) return '*'.repeat(chars.length);
      return `${chars.slice(0, r.keepFirst).join('')}${'*'.repeat(chars.length - r.keepFirst - r.keepLast)}${r.keepLast ? chars.slice(-r.keepLast).join('') : ''}`;
    }
    case 'hide':
      return undefined;
  }
}

/** the fields a key sees (hidden ones removed) and its rows with the rules applied */
export function applyMasks(fields: string[], rows: Array<Record<string, unknown>>, rules: ReadonlyMap<string, MaskRule>): { fields: string[]; rows: Array<Record<string, unknown>> } {
  if (!rules.size) return { fields, rows };
  const shown = fields.filter((f) => rules.get(f.toLowerCase())?.kind !== 'hide');
  const masked = rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const f of shown) {
      const r = rules.get(f.toLowerCase());
      out[f] = r ? maskOne(row[f], r) : row[f];
    }
    return out;
  });
  return { fields: shown, rows: masked };
}
