// Evaluates an entity's computed attributes over one record: each line's first (in declaration
// order), then the header's (which may sum the lines). An expression reads plain attributes and
// computed ones declared before it. The web form runs this live; the server runs it on every save
// and whenever another document moves this one (a client's totals are never trusted).
import type { AttrDef, EntityDef } from '../entities/define';
import { Big, MONEY_SCALE, toJson } from './decimal';
import { compile, ExpressionError, type Value } from './expr';

export type Row = Record<string, unknown>;
export type ChildRowsOf = Record<string, Row[]>;

type Declared = Pick<EntityDef, 'code' | 'attrs' | 'children'>;

/** The JSON value an attribute stores for a computed value: money and quantities rounded half-up to their scale. */
export function storedValue(at: Pick<AttrDef, 'column' | 'digits'>, v: Value): unknown {
  if (v === null) return null;
  switch (at.column) {
    case 'numeric':
    case 'integer': {
      const d = v instanceof Big ? v : null;
      if (!d) return null;
      return toJson(d, at.column === 'integer' ? 0 : (at.digits?.scale ?? MONEY_SCALE));
    }
    case 'boolean':
      return v instanceof Big ? !v.eq(0) : !!v;
    default:
      return v instanceof Big ? v.toString() : String(v);
  }
}

const computedOf = (attrs: readonly AttrDef[]) => attrs.filter((a) => a.compute);

export function hasComputed(def: Declared): boolean {
  return computedOf(def.attrs).length > 0 || Object.values(def.children ?? {}).some((c) => computedOf(c.attrs).length > 0);
}

/** Computes one line in place (header: the header's values, for `header.x`). */
export function computeLine(attrs: readonly AttrDef[], row: Row, header: Row = {}): Row {
  for (const at of computedOf(attrs)) {
    const value = compile(at.compute!).evaluate({ field: (n) => row[n], header: (n) => header[n] });
    row[at.code] = storedValue(at, value);
  }
  return row;
}

/** Computes a record's lines, then its header, in place; returns the same objects. */
export function computeRecord(def: Declared, header: Row, children: ChildRowsOf): { header: Row; children: ChildRowsOf } {
  for (const [key, child] of Object.entries(def.children ?? {})) {
    if (!computedOf(child.attrs).length) continue;
    for (const row of children[key] ?? []) computeLine(child.attrs, row, header);
  }
  for (const at of computedOf(def.attrs)) {
    const value = compile(at.compute!).evaluate({ field: (n) => header[n], rows: (k) => children[k] });
    header[at.code] = storedValue(at, value);
  }
  return { header, children };
}

/**
 * Checks an entity's computed declarations once (tests and start-up): every expression parses,
 * reads only attributes that exist, reads computed ones declared before it, sums existing lines.
 */
export function checkComputed(def: Declared): void {
  const fail = (at: AttrDef, why: string) => {
    throw new ExpressionError(`${def.code}.${at.code} = ${at.compute}: ${why}`);
  };
  const scan = (attrs: readonly AttrDef[], header: readonly AttrDef[] | null) => {
    const seen = new Set<string>();
    const all = new Map(attrs.map((a) => [a.code, a]));
    for (const at of attrs) {
      if (at.compute) {
        const c = compile(at.compute);
        for (const f of c.fields) {
          const target = all.get(f);
          if (!target) fail(at, `no attribute ${f}`);
          if (target!.compute && !seen.has(f)) fail(at, `${f} is computed after it`);
        }
        for (const f of c.headerFields) if (!header?.some((h) => h.code === f)) fail(at, `no header attribute ${f}`);
        for (const [child, fields] of Object.entries(c.childFields)) {
          const cd = header === null ? def.children?.[child] : undefined;
          if (!cd) fail(at, `no child table ${child}`);
          for (const f of fields) if (f !== '*' && !cd!.attrs.some((a) => a.code === f)) fail(at, `no attribute ${child}.${f}`);
        }
      }
      seen.add(at.code);
    }
  };
  for (const child of Object.values(def.children ?? {})) scan(child.attrs, def.attrs);
  scan(def.attrs, null);
}
