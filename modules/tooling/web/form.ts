// What each tool operation's dialog asks and how its answers become the call's argument (pure:
// unit-tested). The server judges again; these checks only spare a round trip.
export const TOOL_OPERATIONS = ['install', 'uninstall', 'dress', 'scrap', 'check'] as const;
export type ToolOperation = (typeof TOOL_OPERATIONS)[number];
export const isToolOperation = (code: string): code is ToolOperation => (TOOL_OPERATIONS as readonly string[]).includes(code);

/** Which list the action was started from: its entity names the service. */
export type ToolKind = 'Cutter' | 'Fixture';
export const kindOf = (entityCode: string): ToolKind => (entityCode === 'FixtureFile' ? 'Fixture' : 'Cutter');

export interface ToolForm {
  equipmentId?: number;
  abnormal: boolean;
  reasonId?: number;
  shift: 'Day' | 'Middle' | 'Evening';
  checkDate: string;
  /** readings by check item */
  readings: Record<string, string>;
  remark: string;
}

export const emptyForm = (today: string): ToolForm => ({ abnormal: false, shift: 'Day', checkDate: today, readings: {}, remark: '' });

const READING = /^-?\d{1,12}(\.\d{1,4})?$/;

/** The call's argument, or the key of what is missing or malformed. */
export function argumentOf(op: ToolOperation, id: number, f: ToolForm, items: readonly string[] = []): { arg: Record<string, unknown> } | { missing: string } {
  const remark = f.remark.trim() || undefined;
  switch (op) {
    case 'install':
      return f.equipmentId ? { arg: { id, equipmentId: f.equipmentId, remark } } : { missing: 'equipmentId' };
    case 'uninstall':
      if (f.abnormal && !f.reasonId) return { missing: 'reasonId' };
      return { arg: { id, abnormal: f.abnormal, reasonId: f.abnormal ? f.reasonId : undefined, remark } };
    case 'check': {
      const unread = items.find((item) => !READING.test((f.readings[item] ?? '').trim()));
      if (unread !== undefined) return { missing: `reading:${unread}` };
      return { arg: { id, shift: f.shift, checkDate: f.checkDate, readings: items.map((item) => ({ item, value: f.readings[item].trim() })), remark } };
    }
    default:
      return { arg: { id, remark } };
  }
}

/** Whether a reading leaves standard − lower … standard + upper (shown while typing; decimal strings compared as numbers of at most 4 decimals). */
export function outside(value: string, item: { standard_value: string; upper_deviation: string; lower_deviation: string }): boolean {
  if (!READING.test(value.trim())) return false;
  const scaled = (v: string) => Math.round(Number(v) * 10_000);
  const v = scaled(value);
  return v > scaled(item.standard_value) + scaled(item.upper_deviation) || v < scaled(item.standard_value) - scaled(item.lower_deviation);
}
