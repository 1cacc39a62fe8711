// The declaration check of a report: every code it names is a field of its source, measures and
// formulas are well-formed, rank / chart / balance name what exists. The module catalogue refuses a
// report that fails it, so the server's compiler only ever meets declarations that resolve.
import { compile, ExpressionError } from '../compute/expr';
import type { ReportDef } from './define';
import { dimensionKey, type EntityLookup, isDateKind, isNumberKind as isNumberColumn, measureField, type ReportField, reportFields, SQL_NAME } from './fields';

/** `{module}.{Name}`, e.g. sale.RankReport */
export const REPORT_CODE = /^[a-z][a-z0-9]*\.[A-Za-z][A-Za-z0-9_]{0,62}$/;
const MEASURE_CODE = /^[a-zA-Z][a-zA-Z0-9_]{0,62}$/;
/** keys the engine adds to rows: a measure may not take them */
export const RESERVED_KEYS = ['rankNo', 'balance'];

/** A number that adds up: a numeric column, not a reference's id. */
const isNumber = (f: ReportField) => isNumberColumn(f.kind) && !f.quote;

/** What is wrong with a declaration (empty when nothing is). */
export function checkReport(def: ReportDef, entityOf: EntityLookup): string[] {
  const problems: string[] = [];
  const fail = (msg: string) => problems.push(`report ${def.code}: ${msg}`);
  if (!REPORT_CODE.test(def.code)) fail('code must be {module}.{Name}');
  const src = def.source;
  if ('view' in src) {
    if (!SQL_NAME.test(src.view)) fail(`view name ${src.view}`);
    for (const c of src.columns) if (!SQL_NAME.test(c.code)) fail(`view column ${c.code}`);
    if (!src.columns.length) fail('a view source declares its columns');
  } else {
    const entity = entityOf(src.entity);
    if (!entity) fail(`no entity ${src.entity}`);
    else if (src.child && !entity.children?.[src.child]) fail(`${src.entity} has no child ${src.child}`);
  }
  const fields = reportFields(def, entityOf);
  const field = (code: string, where: string) => {
    const f = fields.get(code);
    if (!f) fail(`${where}: ${code} is not a field of its source`);
    return f;
  };

  const dimensionSets = def.rank ? [def.dimensions, ...Object.values(def.rank.types)] : [def.dimensions];
  const keys = new Set<string>();
  for (const dims of dimensionSets) {
    for (const d of dims) {
      const f = field(d.field, 'dimension');
      if (d.bucket && f && !isDateKind(f.kind)) fail(`dimension ${d.field}: a ${d.bucket} bucket needs a date field`);
      keys.add(dimensionKey(d));
    }
  }
  if (!def.detail && !def.rank && !def.dimensions.length && def.measures.length === 0) fail('nothing to show');

  const measures = new Map<string, { formula: boolean }>();
  for (const m of def.measures) {
    if (!MEASURE_CODE.test(m.code) || RESERVED_KEYS.includes(m.code)) fail(`measure code ${m.code}`);
    if (measures.has(m.code) || keys.has(m.code)) fail(`measure ${m.code} declared twice (or named like a dimension)`);
    if (m.formula) {
      if (m.agg || m.of) fail(`measure ${m.code}: a formula has no agg or of`);
      try {
        const c = compile(m.formula);
        if (c.headerFields.length || Object.keys(c.childFields).length) fail(`measure ${m.code}: a formula reads the measures before it only`);
        for (const name of c.fields) if (!measures.has(name)) fail(`measure ${m.code}: ${name} is not a measure declared before it`);
      } catch (e) {
        if (e instanceof ExpressionError) fail(`measure ${m.code}: ${e.message}`);
        else throw e;
      }
    } else if (m.linked) {
      const lines = entityOf(m.linked.entity)?.children?.[m.linked.child];
      if (!lines) fail(`measure ${m.code}: no lines ${m.linked.entity}.${m.linked.child}`);
      else if (!lines.attrs.some((x) => x.code === m.linked!.via)) fail(`measure ${m.code}: ${m.linked.via} is not a field of ${m.linked.entity}.${m.linked.child}`);
      if ('view' in src) fail(`measure ${m.code}: a view's rows have no linked lines`);
      const f = measureField(def, m, entityOf);
      if (!f || !isNumber(f)) fail(`measure ${m.code}: ${m.of} is not a number of the linked lines`);
      if (m.agg && m.agg !== 'sum') fail(`measure ${m.code}: linked lines are summed`);
      if (!def.detail && !m.agg) fail(`measure ${m.code}: agg or formula`);
    } else if (def.detail) {
      const f = m.of ? field(m.of, `measure ${m.code}`) : undefined;
      if (!m.of) fail(`measure ${m.code}: a detail report's measure names its field (of)`);
      if (m.agg === 'first' || m.agg === 'last') fail(`measure ${m.code}: ${m.agg} has no meaning in a detail report`);
      if (f && m.agg && m.agg !== 'count' && !isNumber(f)) fail(`measure ${m.code}: ${m.agg} of a non-number`);
    } else {
      if (!m.agg) fail(`measure ${m.code}: agg or formula`);
      if (!m.of && m.agg !== 'count') fail(`measure ${m.code}: ${m.agg} of which field?`);
      const f = m.of ? field(m.of, `measure ${m.code}`) : undefined;
      if (f && (m.agg === 'sum' || m.agg === 'avg') && !isNumber(f)) fail(`measure ${m.code}: ${m.agg} of a non-number`);
    }
    measures.set(m.code, { formula: !!m.formula });
  }

  for (const flt of def.filters) {
    const f = field(flt.field, 'filter');
    if (!f) continue;
    if (flt.kind === 'fuzzy' && f.kind !== 'text') fail(`filter ${flt.field}: fuzzy needs a text field`);
    if (flt.kind === 'dateRange' && !isDateKind(f.kind)) fail(`filter ${flt.field}: dateRange needs a date field`);
    if (flt.kind === 'numberRange' && !isNumber(f)) fail(`filter ${flt.field}: numberRange needs a number field`);
  }
  if (def.dateField) {
    const f = field(def.dateField, 'dateField');
    if (f && !isDateKind(f.kind)) fail(`dateField ${def.dateField} is not a date`);
  }
  if (def.defaultRange && def.defaultRange !== 'all' && !def.dateField) fail('a default range needs a dateField');
  for (const flt of def.filters) {
    if (flt.initial === undefined) continue;
    if (!['eq', 'in'].includes(flt.kind) || (Array.isArray(flt.initial) && flt.kind !== 'in')) fail(`filter ${flt.field}: an initial value needs an eq filter (several: in)`);
  }
  if (def.hideZero) {
    const m = def.measures.find((x) => x.code === def.hideZero);
    if (!m || m.formula || def.detail) fail(`hideZero ${def.hideZero}: an aggregate measure of a grouped report`);
  }
  if (def.sort && !keys.has(def.sort.field) && !(measures.has(def.sort.field) && !measures.get(def.sort.field)!.formula)) {
    fail(`sort ${def.sort.field}: not a dimension or an aggregate measure`);
  }
  for (const t of def.thenBy ?? []) if (!keys.has(t.field)) fail(`thenBy ${t.field}: not a dimension`);
  if (def.rank) {
    if (def.detail) fail('a detail report has no rank');
    const m = measures.get(def.rank.measure);
    if (!m || m.formula) fail(`rank measure ${def.rank.measure}: not an aggregate measure`);
    if (!Object.keys(def.rank.types).length) fail('rank: at least one type');
    if (!Number.isInteger(def.rank.top) || def.rank.top < 1) fail('rank: top must be a positive whole number');
  }
  for (const code of def.chart?.measures ?? []) if (!measures.has(code)) fail(`chart measure ${code} is not a measure`);
  if (def.chart && !def.detail && !dimensionSets.every((d) => d.length)) fail('a chart needs a dimension for its axis');
  if (def.balance) {
    if (!def.detail) fail('a running balance is for detail reports');
    const f = field(def.balance.of, 'balance');
    if (f && !isNumber(f)) fail('balance of a non-number');
    for (const p of [...def.balance.partition, ...def.balance.order]) field(p, 'balance');
  }
  for (const key of Object.keys(def.open?.with ?? {})) if (!keys.has(key)) fail(`open: ${key} is not a dimension of the report`);
  if (def.statuses && 'view' in src && !fields.has('status_dict')) fail('statuses of a view need its status_dict column');
  return problems;
}
