// A role's field settings of an allocated page, as the allocation screen edits them, all pure:
// rows from portal.MenuAlloc/getFieldBySourceAndTarget, their checks (default values are
// JSON with dictValue, commonValue, normalValue), their order, and what a save sends
// (addField for given or changed fields, removeFields for fields taken away or moved to another plate).
import type { AllocField, FieldSetting } from '../../../../../schemas/rpc/portal-alloc';
import type { PageField } from '../../../../../schemas/rpc/portal';

export type Block = PageField['block'];
export const BLOCKS: readonly Block[] = ['Header', 'Form', 'Item', 'Table'];
export const DEFAULT_KEYS = ['dictValue', 'commonValue', 'normalValue'] as const;

export interface FieldRow {
  /** block, plate and code as loaded (the server's key of the setting) */
  key: string;
  block: Block;
  code: string;
  name: string;
  dataType: string;
  /** the role has the field (unticked: removeFields) */
  given: boolean;
  displayTag: boolean;
  editTag: boolean;
  requiredTag: boolean;
  width: number;
  /** '' for none */
  defaultValue: string;
  limitValue: string;
  plateCode: string;
  /** the plate it was loaded in */
  loadedPlate: string;
  /** its order as loaded */
  sn: number;
}

export type RowProblem = 'width' | 'tableWidth' | 'json' | 'object' | 'keys' | 'tooLong';
export type RowProblems = Partial<Record<'width' | 'defaultValue' | 'limitValue', RowProblem>>;

const rowKey = (block: string, plate: string, code: string) => `${block}:${plate}:${code}`;
const blockIndex = (b: Block) => BLOCKS.indexOf(b);

/** Rows in block order, then plate order ('' first, then the page's plates), then the page's order. */
export function rowsOf(fields: readonly AllocField[], plateOrder: readonly string[] = []): FieldRow[] {
  const rows = fields.map<FieldRow>((f) => ({
    key: rowKey(f.block, f.plateCode ?? '', f.code),
    block: f.block,
    code: f.code,
    name: f.name,
    dataType: f.dataType,
    // a hidden row of the role's own list is still the role's (getFieldBySourceAndTarget: allocated = own and displayed)
    given: f.allocated || !f.displayTag,
    displayTag: f.displayTag,
    editTag: f.editTag,
    requiredTag: f.requiredTag,
    width: f.width,
    defaultValue: f.defaultValue ?? '',
    limitValue: f.limitValue ?? '',
    plateCode: f.plateCode ?? '',
    loadedPlate: f.plateCode ?? '',
    sn: f.sn,
  }));
  return arrange([...rows].sort((a, b) => blockIndex(a.block) - blockIndex(b.block) || a.sn - b.sn), plateOrder);
}

/** Keeps each block's rows together and, inside a block, each plate's rows together (stable). */
export function arrange(rows: readonly FieldRow[], plateOrder: readonly string[] = []): FieldRow[] {
  const plateIndex = (p: string) => (p === '' ? -1 : plateOrder.includes(p) ? plateOrder.indexOf(p) : plateOrder.length);
  return rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => blockIndex(a.row.block) - blockIndex(b.row.block) || plateIndex(a.row.plateCode) - plateIndex(b.row.plateCode) || a.i - b.i)
    .map(({ row }) => row);
}

/** A default value is '' (none) or a JSON object whose keys are dictValue, commonValue or normalValue. */
export function defaultValueProblem(text: string): RowProblem | null {
  if (text.trim() === '') return null;
  if (text.length > 4000) return 'tooLong';
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return 'json';
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) return 'object';
  return Object.keys(json).every((k) => (DEFAULT_KEYS as readonly string[]).includes(k)) ? null : 'keys';
}

/** Forms span 0–24 grid columns (0: the default 6); a Table column's width is in px. */
export function widthProblem(width: number, block: Block): RowProblem | null {
  if (!Number.isInteger(width) || width < 0) return block === 'Table' ? 'tableWidth' : 'width';
  if (block === 'Table') return width > 2000 ? 'tableWidth' : null;
  return width > 24 ? 'width' : null;
}

export function rowProblems(row: FieldRow): RowProblems {
  const problems: RowProblems = {};
  const width = widthProblem(row.width, row.block);
  if (width) problems.width = width;
  const dv = defaultValueProblem(row.defaultValue);
  if (dv) problems.defaultValue = dv;
  if (row.limitValue.length > 4000) problems.limitValue = 'tooLong';
  return problems;
}

export const hasProblems = (rows: readonly FieldRow[]) => rows.some((r) => r.given && Object.keys(rowProblems(r)).length > 0);

export function updateRow(rows: readonly FieldRow[], key: string, patch: Partial<FieldRow>, plateOrder: readonly string[] = []): FieldRow[] {
  const next = rows.map((r) => (r.key === key ? { ...r, ...patch } : r));
  return 'plateCode' in patch ? arrange(next, plateOrder) : next;
}

/** Moves a row one place up (-1) or down (+1) among the rows of its block and plate. */
export function moveRow(rows: readonly FieldRow[], key: string, delta: -1 | 1): FieldRow[] {
  const i = rows.findIndex((r) => r.key === key);
  if (i < 0) return [...rows];
  const row = rows[i];
  let j = i + delta;
  while (j >= 0 && j < rows.length && (rows[j].block !== row.block || rows[j].plateCode !== row.plateCode)) j += delta;
  if (j < 0 || j >= rows.length) return [...rows];
  const next = [...rows];
  [next[i], next[j]] = [next[j], next[i]];
  return next;
}

/** Puts a dragged row just before the row it was dropped on (same block and plate only). */
export function moveBefore(rows: readonly FieldRow[], dragKey: string, targetKey: string): FieldRow[] {
  const drag = rows.find((r) => r.key === dragKey);
  const target = rows.find((r) => r.key === targetKey);
  if (!drag || !target || drag === target || drag.block !== target.block || drag.plateCode !== target.plateCode) return [...rows];
  const without = rows.filter((r) => r !== drag);
  without.splice(without.indexOf(target), 0, drag);
  return without;
}

/** Each row's order: as loaded while its block keeps the loaded order, else its place in the block. */
function ordersOf(loaded: readonly FieldRow[], rows: readonly FieldRow[]): Map<string, number> {
  const orders = new Map<string, number>();
  for (const block of BLOCKS) {
    const now = rows.filter((r) => r.block === block);
    const before = loaded.filter((r) => r.block === block);
    const same = now.length === before.length && now.every((r, i) => r.key === before[i].key);
    for (const [i, r] of now.entries()) orders.set(r.key, same ? r.sn : (i + 1) * 10);
  }
  return orders;
}

const settingOf = (r: FieldRow, sn: number): FieldSetting => ({
  block: r.block,
  code: r.code,
  plateCode: r.plateCode,
  displayTag: r.displayTag,
  editTag: r.editTag,
  requiredTag: r.requiredTag,
  width: r.width,
  defaultValue: r.defaultValue.trim() === '' ? null : r.defaultValue,
  limitValue: r.limitValue === '' ? null : r.limitValue,
  sn,
});

const SETTING_KEYS: ReadonlyArray<keyof FieldRow> = ['displayTag', 'editTag', 'requiredTag', 'width', 'defaultValue', 'limitValue', 'plateCode'];

export interface FieldChanges {
  add: FieldSetting[];
  remove: Array<{ block: Block; code: string; plateCode: string }>;
}

/** What a save sends: the fields given or changed (addField) and those taken away or moved off their plate (removeFields). */
export function fieldChanges(loaded: readonly FieldRow[], rows: readonly FieldRow[]): FieldChanges {
  const before = new Map(loaded.map((r) => [r.key, r]));
  const orders = ordersOf(loaded, rows);
  const changes: FieldChanges = { add: [], remove: [] };
  for (const row of rows) {
    const was = before.get(row.key);
    const sn = orders.get(row.key)!;
    const plateMoved = !!was?.given && was.plateCode !== row.plateCode;
    if (was?.given && (!row.given || plateMoved)) changes.remove.push({ block: row.block, code: row.code, plateCode: was.plateCode });
    if (!row.given) continue;
    const changed = !was?.given || plateMoved || sn !== was.sn || SETTING_KEYS.some((k) => row[k] !== was[k]);
    if (changed) changes.add.push(settingOf(row, sn));
  }
  return changes;
}

export const isChanged = (c: FieldChanges) => c.add.length > 0 || c.remove.length > 0;

/** The page's fields as the role would have them (given and displayed): a PageDetail's fields for the preview. */
export function previewFields(rows: readonly FieldRow[], plates: ReadonlyArray<{ id: number; code: string }>): PageField[] {
  const plateId = new Map(plates.map((p) => [p.code, p.id]));
  return rows
    .filter((r) => r.given && r.displayTag)
    .map((r, i) => ({
      id: -(i + 1),
      code: r.code,
      name: r.name,
      dataType: r.dataType,
      displayTag: true,
      editTag: r.editTag,
      requiredTag: r.requiredTag,
      width: r.width,
      fieldLength: null,
      defaultValue: defaultValueProblem(r.defaultValue) ? null : r.defaultValue || null,
      limitValue: r.limitValue || null,
      preFun: null,
      fieldScript: null,
      multipleTag: false,
      extendedTag: false,
      sn: (i + 1) * 10,
      belongPlateId: r.plateCode ? (plateId.get(r.plateCode) ?? null) : null,
      block: r.block,
    }));
}
