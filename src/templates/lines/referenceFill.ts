// A reference that fills its row when picked (AttrDef.fill, e.g. a line's material fills unit,
// spec and unit price from the material). The picked record's attributes come from what the
// picker's search already answered (referenceCache: code, name and a few extras), else from one
// getValue per record (cached for the form). A target the user (or the same paste) changed after
// the pick keeps that value: the fill arrives late and never overwrites newer input.
import type { Form } from '@formily/core';
import { batch, observe, raw } from '@formily/reactive';
import { refOf } from '../../../renderers/fields/shared/reference';
import { peekRef } from '../../../renderers/fields/shared/referenceCache';
import type { EntityMeta, RecordValue } from '../../../schemas/rpc/datax';
import { MetaDynamicApi } from '../../api/services';
import { sameValue } from './liveCompute';
import { type TableRules, tableRulesOf } from './tableRules';

export interface FillRule {
  /** the reference attribute */
  code: string;
  entityCode: string;
  /** target attribute ← attribute of the picked record */
  fill: Record<string, string>;
}

/** per table ('' = the header): the reference attributes that fill */
export type FillRules = TableRules<FillRule>;

export function fillRulesOf(entity: Pick<EntityMeta, 'attrs' | 'children'>): FillRules | null {
  return tableRulesOf(entity, (a) => (a.fill && a.quoteEntityCode && Object.keys(a.fill).length ? { code: a.code, entityCode: a.quoteEntityCode, fill: a.fill } : null));
}

export type FetchRecord = (entityCode: string, id: number) => Promise<Record<string, unknown> | null>;

const fetchRecord: FetchRecord = (entityCode, id) =>
  MetaDynamicApi.getValue([entityCode, id], { ignoreError: true }).then(
    (record: RecordValue) => record as Record<string, unknown>,
    () => null,
  );

/** The picked record's values of `sources`: from the search answer when it has them all, else fetched. */
async function sourceValues(entityCode: string, id: number, sources: string[], fetched: Map<string, Promise<Record<string, unknown> | null>>, fetch: FetchRecord) {
  const hit = peekRef(entityCode, id);
  const known: Record<string, unknown> = hit ? { code: hit.code, name: hit.name, ...(hit.extra ?? {}) } : {};
  if (sources.every((s) => s in known)) return known;
  const key = `${entityCode}\u0000${id}`;
  let record = fetched.get(key);
  if (!record) {
    record = fetch(entityCode, id);
    fetched.set(key, record);
  }
  return { ...known, ...((await record) ?? {}) };
}

/** Starts filling rows from the references picked in them; answers the stop. */
export function watchReferenceFill(form: Form, rules: FillRules, fetch: FetchRecord = fetchRecord): () => void {
  const fetched = new Map<string, Promise<Record<string, unknown> | null>>();
  const values = () => form.values as Record<string, unknown>;

  /** the live (observable) row a raw row now is, wherever it moved; null once it was removed */
  const liveRow = (table: string, row: object, hint: number): Record<string, unknown> | null => {
    if (!table) return values();
    const rows = values()[table];
    if (!Array.isArray(rows)) return null;
    const at = rows[hint] && raw(rows[hint]) === row ? hint : rows.findIndex((r) => r && raw(r) === row);
    return at >= 0 ? (rows[at] as Record<string, unknown>) : null;
  };

  const fill = async (table: string, rowRaw: object, hint: number, rule: FillRule, id: number) => {
    const before = rowRaw as Record<string, unknown>;
    const snapshot = Object.fromEntries(Object.keys(rule.fill).map((target) => [target, before[target]]));
    const source = await sourceValues(rule.entityCode, id, Object.values(rule.fill), fetched, fetch);
    const row = liveRow(table, rowRaw, hint);
    // picked again (or cleared) meanwhile: that pick fills
    if (!row || refOf(row[rule.code])?.id !== id) return;
    batch(() => {
      for (const [target, from] of Object.entries(rule.fill)) {
        if (!(from in source) || !sameValue(row[target], snapshot[target])) continue;
        row[target] = source[from] ?? null;
      }
    });
  };

  return observe(
    form,
    ((change: { path: Array<string | number | symbol>; object: object; value: unknown; oldValue: unknown }) => {
      const path = change.path.map(String);
      if (path[0] !== 'values') return;
      // the header's own reference (values.x) or a line's (values.items.3.x)
      const [table, hint, name] = path.length === 2 ? ['', -1, path[1]] : path.length === 4 ? [path[1], Number(path[2]), path[3]] : [null, -1, ''];
      const rule = table === null ? undefined : rules.get(table)?.get(name);
      if (!rule) return;
      const id = refOf(change.value)?.id ?? null;
      if (id === null || id === (refOf(change.oldValue)?.id ?? null)) return;
      void fill(table!, change.object, hint, rule, id);
    }) as (change: unknown) => void,
    true,
  );
}
