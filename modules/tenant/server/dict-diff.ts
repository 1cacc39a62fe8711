// Comparing a tenant's dictionaries with the platform's, entry by entry (pure: rows in, diff out).
import type { DictDiff, DictDiffRow, DictSide } from '../contracts';

export interface DictRow {
  dict_code: string;
  code: string;
  name: string;
  name_intl: Record<string, string> | null;
  sn: number;
}

const side = (r: DictRow): DictSide => ({ name: r.name, nameEn: r.name_intl?.en_US ?? '', sn: r.sn });
const sameNames = (a: DictSide, b: DictSide) => a.name === b.name && a.nameEn === b.nameEn;

/** One dictionary's rows: the platform's order first, then the tenant's own entries. */
export function diffDict(dictCode: string, platform: DictRow[], tenant: DictRow[]): DictDiff {
  const theirs = new Map(tenant.map((r) => [r.code, r]));
  const rows: DictDiffRow[] = [];
  for (const p of platform) {
    const t = theirs.get(p.code);
    theirs.delete(p.code);
    const ps = side(p);
    if (!t) rows.push({ code: p.code, state: 'onlyPlatform', platform: ps, tenant: null });
    else {
      const ts = side(t);
      rows.push({ code: p.code, state: sameNames(ps, ts) ? 'same' : 'differs', platform: ps, tenant: ts });
    }
  }
  for (const t of theirs.values()) rows.push({ code: t.code, state: 'onlyTenant', platform: null, tenant: side(t) });
  const count = (state: DictDiffRow['state']) => rows.filter((r) => r.state === state).length;
  return { dictCode, rows, onlyPlatform: count('onlyPlatform'), onlyTenant: count('onlyTenant'), differs: count('differs') };
}

/** Every dictionary either side has, by code, each diffed. */
export function diffAll(platform: DictRow[], tenant: DictRow[]): DictDiff[] {
  const group = (rows: DictRow[]) => {
    const m = new Map<string, DictRow[]>();
    for (const r of rows) m.set(r.dict_code, [...(m.get(r.dict_code) ?? []), r]);
    return m;
  };
  const p = group(platform);
  const t = group(tenant);
  const codes = [...new Set([...p.keys(), ...t.keys()])].sort();
  return codes.map((code) => diffDict(code, p.get(code) ?? [], t.get(code) ?? []));
}
