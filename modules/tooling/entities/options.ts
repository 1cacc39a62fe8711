// The fixed option lists of 工装刀具: a tool's state, what triggers a fixture check, the shift it
// is checked in (production's), and a check result's verdict. Shared by the entities, the calls and the web part.

/** free (in the tool room), installed (on a machine), in use (installed and making output), scrap */
export const TOOL_STATES = [
  { value: 'Free', label: '空闲', labelEn: 'Free' },
  { value: 'InUse', label: '使用中', labelEn: 'In use' },
  { value: 'Installed', label: '已安装', labelEn: 'Installed' },
  { value: 'Scrap', label: '报废', labelEn: 'Scrap' },
];
export type ToolState = 'Free' | 'InUse' | 'Installed' | 'Scrap';
/** the states of a tool on a machine */
export const MOUNTED: readonly ToolState[] = ['Installed', 'InUse'];

/** what a line of the install history is about, and what happened to it */
export const TOOL_KINDS = [
  { value: 'Cutter', label: '刀具', labelEn: 'Cutter' },
  { value: 'Fixture', label: '工装', labelEn: 'Fixture' },
];
export const TOOL_EVENTS = [
  { value: 'Install', label: '安装', labelEn: 'Install' },
  { value: 'Uninstall', label: '卸载', labelEn: 'Uninstall' },
  { value: 'Dress', label: '修磨', labelEn: 'Dressing' },
  { value: 'Scrap', label: '报废', labelEn: 'Scrap' },
];

export const TRIGGER_TYPES = [
  { value: 'Cycle', label: '周期', labelEn: 'Cycle' },
  { value: 'ProductChange', label: '产品切换', labelEn: 'Product change' },
  { value: 'FixtureInstall', label: '工装安装', labelEn: 'Fixture install' },
];

/** the shop floor's shifts (白班, 中班, 夜班): the ones production's shift rules name */
export { SHIFT_KINDS as SHIFTS } from '../../production/public';

export const VERDICTS = [
  { value: 'OK', label: '合格', labelEn: 'Within limits' },
  { value: 'NG', label: '超差', labelEn: 'Out of limits' },
];

/** Tool inputs (rated life, counts, warning percent): integers 0 … 9,999,999,999, at most 10 digits. */
export const TOOL_INT = { min: 0, digits: { int: 10, scale: 0 } } as const;
/** The largest tool input. */
export const TOOL_MAX = 9_999_999_999;
