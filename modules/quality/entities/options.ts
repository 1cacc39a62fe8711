// The fixed choices of the quality entities, with the labels a Chinese quality department uses.
import { INSPECTION_LEVELS, STANDARD_AQLS } from '../sampling/tables';

export const ITEM_KINDS = [
  { value: 'Numeric', label: '数值', labelEn: 'Numeric' },
  { value: 'Choice', label: '选项', labelEn: 'Choice' },
  { value: 'Formula', label: '公式', labelEn: 'Formula' },
];
export type ItemKind = 'Numeric' | 'Choice' | 'Formula';

/** what a scheme is for: a material, a process route or a process */
export const SCHEME_TARGETS = [
  { value: 'Material', label: '物料', labelEn: 'Material' },
  { value: 'Routing', label: '工艺路线', labelEn: 'Process route' },
  { value: 'Process', label: '工序', labelEn: 'Process' },
];

export const SCHEME_STATUSES = [
  { value: 'Undefined', label: '未定义', labelEn: 'Undefined' },
  { value: 'Saved', label: '已保存', labelEn: 'Saved' },
  { value: 'Reedit', label: '重新编辑', labelEn: 'Re-editing' },
  { value: 'Passed', label: '已审核', labelEn: 'Approved' },
  { value: 'Start', label: '已启用', labelEn: 'Started' },
  { value: 'Stop', label: '已停用', labelEn: 'Stopped' },
];
/** What moving a version to a status is called (审核, 启用 …), for messages. */
export const SWITCH_VERBS = [
  { value: 'Passed', label: '审核', labelEn: 'approved' },
  { value: 'Reedit', label: '重新编辑', labelEn: 're-edited' },
  { value: 'Start', label: '启用', labelEn: 'started' },
  { value: 'Stop', label: '停用', labelEn: 'stopped' },
];
export type SchemeStatus = 'Undefined' | 'Saved' | 'Reedit' | 'Passed' | 'Start' | 'Stop';

export const INSPECT_KINDS = [
  { value: 'Incoming', label: '来料检验', labelEn: 'Incoming' },
  { value: 'InProcess', label: '过程检验', labelEn: 'In-process' },
];

export const SCHEDULES = [
  { value: 'PeriodicTime', label: '按时间周期', labelEn: 'Periodic by time' },
  { value: 'PeriodicByMaterial', label: '按物料数量', labelEn: 'Periodic by quantity' },
  { value: 'CustomTime', label: '自定义时间', labelEn: 'Custom times' },
];

export const MEASURES = [
  { value: 'QualifiedRate', label: '合格率', labelEn: 'Qualified rate' },
  { value: 'QualifiedNumber', label: '合格数', labelEn: 'Qualified number' },
];

export const LEVEL_OPTIONS = INSPECTION_LEVELS.map((l) => ({ value: l, label: l === 'I' || l === 'II' || l === 'III' ? `一般检验水平 ${l}` : `特殊检验水平 ${l}`, labelEn: `Level ${l}` }));
export const AQL_OPTIONS = STANDARD_AQLS.map((q) => ({ value: q, label: q, labelEn: q }));

export const SEVERITIES = [
  { value: 'Normal', label: '正常检验', labelEn: 'Normal' },
  { value: 'Tightened', label: '加严检验', labelEn: 'Tightened' },
  { value: 'Reduced', label: '放宽检验', labelEn: 'Reduced' },
  { value: 'Discontinued', label: '暂停检验', labelEn: 'Discontinued' },
];

/** 来料检验 states: pending → inspecting (readings saved) → checked (judged), or exempt (from pending only). */
export const INCOMING_STATES = [
  { value: 'Pending', label: '待检', labelEn: 'Pending' },
  { value: 'Inspecting', label: '检验中', labelEn: 'Inspecting' },
  { value: 'Checked', label: '已检', labelEn: 'Checked' },
  { value: 'Exempt', label: '免检', labelEn: 'Exempt' },
];

/** Inspection results (the barcode's quality result takes the same values). */
export const INSPECT_RESULTS = [
  { value: 'Wait', label: '待检', labelEn: 'Awaiting inspection' },
  { value: 'Qualified', label: '合格', labelEn: 'Qualified' },
  { value: 'Unqualified', label: '不合格', labelEn: 'Unqualified' },
  { value: 'Exempt', label: '免检', labelEn: 'Exempt' },
];

export const INSPECT_METHODS = [
  { value: 'Full', label: '全检', labelEn: 'Full inspection' },
  { value: 'Sampling', label: '抽检', labelEn: 'Sampling' },
  { value: 'Exempt', label: '免检', labelEn: 'Exempt' },
];

export const DEAL_WAYS = [
  { value: 'Accept', label: '接收', labelEn: 'Accept' },
  { value: 'Return', label: '退货', labelEn: 'Return' },
  { value: 'Concession', label: '让步接收', labelEn: 'Concession' },
  { value: 'Sort', label: '挑选', labelEn: 'Sort' },
];

/** 过程检验 kinds: first piece (the operation's first report), patrol (by the scheme's schedule), last piece (the report completing it). */
export const PROCESS_KINDS = [
  { value: 'FirstPiece', label: '首检', labelEn: 'First piece' },
  { value: 'Patrol', label: '巡检', labelEn: 'Patrol' },
  { value: 'LastPiece', label: '末检', labelEn: 'Last piece' },
];

/** 过程检验 states: pending → inspecting (readings saved) → checked (judged). */
export const PROCESS_STATES = INCOMING_STATES.filter((s) => s.value !== 'Exempt');

/** 质量放行 types: unqualified goods accepted (concession, deviation) or goods used before their inspection (urgent). */
export const RELEASE_TYPES = [
  { value: 'Concession', label: '让步接收', labelEn: 'Concession' },
  { value: 'Deviation', label: '偏差放行', labelEn: 'Deviation' },
  { value: 'Urgent', label: '紧急放行', labelEn: 'Urgent use' },
];
