// The shapes of a coding rule (编码规则), shared by the entity declaration, the server (validation,
// generation) and the web (live preview): rule types, segment kinds and their options, and the
// normalisation of a rule as a record, a form or a database row holds it.

export type Lang = 'zh_CN' | 'en_US';

/** How many codes one generation may make (spec: none given; a label print run). */
export const MAX_GENERATE = 10000;

export interface Option {
  value: string;
  label: string;
  labelEn: string;
}

export const RULE_TYPES = [
  { value: 'Common', label: '通用', labelEn: 'Common' },
  { value: 'Batch', label: '批次', labelEn: 'Batch' },
  { value: 'Material', label: '物料', labelEn: 'Material' },
  { value: 'Container', label: '容器', labelEn: 'Container' },
  { value: 'Person', label: '人员', labelEn: 'Person' },
  { value: 'Equipment', label: '设备', labelEn: 'Equipment' },
  { value: 'Warehouse', label: '仓库', labelEn: 'Warehouse' },
] as const satisfies readonly Option[];
export type RuleType = (typeof RULE_TYPES)[number]['value'];

export const SEGMENT_KINDS = [
  { value: 'string', label: '字符串', labelEn: 'String' },
  { value: 'number', label: '数字', labelEn: 'Number' },
  { value: 'date', label: '日期', labelEn: 'Date' },
  { value: 'text', label: '固定文本', labelEn: 'Fixed text' },
  { value: 'flow', label: '流水号', labelEn: 'Flow number' },
  { value: 'delimiter', label: '分隔符', labelEn: 'Delimiter' },
] as const satisfies readonly Option[];
export type SegmentKind = (typeof SEGMENT_KINDS)[number]['value'];

export const FILL_RULES = [
  { value: 'NoFill', label: '不填充', labelEn: 'No fill' },
  { value: 'LeftFill', label: '左填充', labelEn: 'Fill on the left' },
  { value: 'RightFill', label: '右填充', labelEn: 'Fill on the right' },
] as const satisfies readonly Option[];
export type FillRule = (typeof FILL_RULES)[number]['value'];

export const RESET_PERIODS = [
  { value: 'None', label: '不重置', labelEn: 'Never' },
  { value: 'Day', label: '按日', labelEn: 'Daily' },
  { value: 'Month', label: '按月', labelEn: 'Monthly' },
  { value: 'Year', label: '按年', labelEn: 'Yearly' },
] as const satisfies readonly Option[];
export type ResetPeriod = (typeof RESET_PERIODS)[number]['value'];

/** One segment as entered (every attribute optional: which ones count depends on the kind). */
export interface Segment {
  kind: string | null;
  /** fixed text (text) or the delimiter (delimiter) */
  fixed_value: string | null;
  /** string / number: the identity field the value comes from */
  source_field: string | null;
  date_format: string | null;
  /** string / number: the width (a longer value is refused); flow: the digits */
  length: number | null;
  /** string / number: spaces are removed from the value first */
  intercept_space: boolean;
  fill_rule: string | null;
  fill_char: string | null;
  flow_start: number | null;
  flow_step: number | null;
  reset_period: string | null;
}

export interface RuleSpec {
  code: string | null;
  name: string | null;
  rule_type: string | null;
  segments: Segment[];
}

export const optionLabel = (options: readonly Option[], value: string | null, lang: Lang): string => {
  const o = options.find((x) => x.value === value);
  return o ? (lang === 'en_US' ? o.labelEn : o.label) : (value ?? '');
};

/** Text of a value as records, forms and rows carry it (an option may come as {dict} or {value}). */
function text(v: unknown): string | null {
  if (v === undefined || v === null) return null;
  if (typeof v === 'object') {
    const o = v as { dict?: unknown; value?: unknown };
    return text(o.dict ?? o.value ?? null);
  }
  const s = String(v);
  return s === '' ? null : s;
}

/** A number as entered: empty is null, anything else a number (NaN when it is not one: the checks say so). */
function num(v: unknown): number | null {
  if (v === undefined || v === null || v === '') return null;
  if (typeof v === 'number') return v;
  const s = String(v).trim();
  return s === '' ? null : /^[-+]?\d+(\.\d+)?$/.test(s) ? Number(s) : Number.NaN;
}

export function segmentOf(row: Record<string, unknown>): Segment {
  return {
    kind: text(row.kind),
    fixed_value: text(row.fixed_value),
    source_field: text(row.source_field),
    date_format: text(row.date_format),
    length: num(row.length),
    intercept_space: row.intercept_space === true || row.intercept_space === 'true',
    fill_rule: text(row.fill_rule),
    fill_char: text(row.fill_char),
    flow_start: num(row.flow_start),
    flow_step: num(row.flow_step),
    reset_period: text(row.reset_period),
  };
}

/** A rule from a record, a form's values or a row with its segment rows (in their order). */
export function ruleSpecOf(input: Record<string, unknown>): RuleSpec {
  const rows = Array.isArray(input.segments) ? (input.segments as unknown[]) : [];
  return {
    code: text(input.code),
    name: text(input.name),
    rule_type: text(input.rule_type),
    segments: rows.filter((r): r is Record<string, unknown> => !!r && typeof r === 'object').map(segmentOf),
  };
}
