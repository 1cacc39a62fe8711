// The calls of 数据标准与数据质量 (a part of 数据治理, issue 26): standard code sets (standard/Dict), source
// columns following a standard (standard/Contrast) and their codes mapped (standard/DictContrast);
// quality rules (dataquality/Rule), their runs, and the issues failures open (dataquality/Issue).
// The two reports (standard/ContrastStatistics, dataquality/Report) are declared reports (reports.ts).
import { z } from 'zod';
import { args, call, defineService, idArg, type Paged } from '../../../schemas/rpc/define';

export const QP = {
  dict: 'standard/Dict',
  contrast: 'standard/Contrast',
  dictContrast: 'standard/DictContrast',
  rule: 'dataquality/Rule',
  issue: 'dataquality/Issue',
} as const;

export const RULE_KINDS = ['completeness', 'uniqueness', 'validity', 'range', 'referential', 'freshness', 'custom'] as const;
export type RuleKind = (typeof RULE_KINDS)[number];
export const SEVERITIES = ['Low', 'Medium', 'High', 'Critical'] as const;
export const THRESHOLD_KINDS = ['Ratio', 'Failures'] as const;
export const ISSUE_STATUSES = ['Open', 'Doing', 'Resolved', 'Ignored'] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

const paging = {
  page: z.number().int().min(1, 'must be at least 1').default(1),
  pageSize: z.number().int().min(1, 'must be at least 1').max(200).default(20),
};
const text = (max: number) => z.string().trim().max(max);
const code = z.string().trim().regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/, 'letters, digits, ., - and _ (up to 64)');
/** a decimal as text (never a binary float): an optional sign, digits, an optional fraction */
const decimalText = z.string().trim().regex(/^-?\d{1,15}(\.\d{1,6})?$/, 'a number');

export interface DictView {
  id: number;
  code: string;
  name: string;
  remark: string | null;
  values: Array<{ code: string; name: string }>;
  contrastCount: number;
}

const dictInput = z.object({
  id: idArg.optional(),
  code,
  name: text(100).min(1, 'is required'),
  remark: text(500).nullish(),
  values: z.array(z.object({ code: text(100).min(1, 'is required'), name: text(200).min(1, 'is required') })).max(5000),
});
export type DictInput = Omit<z.input<typeof dictInput>, 'id'> & { id?: number };

export interface ContrastView {
  id: number;
  dictId: number;
  dictName: string;
  sourceId: number;
  sourceName: string;
  schema: string;
  table: string;
  column: string;
  readAt: string | null;
  codes: number;
  mapped: number;
  /** mapped ÷ codes × 100 as a decimal string with one place ('0.0' when no code was read) */
  coverage: string;
}

/** schema '' : the table of that name in whichever schema the harvest found it */
const contrastInput = z.object({ dictId: idArg, sourceId: idArg, schema: text(128), table: text(128).min(1), column: text(128).min(1) });

export interface MappingView {
  sourceCode: string;
  rowsSeen: number;
  stdCode: string | null;
  stdName: string | null;
}

export interface RuleView {
  id: number;
  code: string;
  name: string;
  kind: RuleKind;
  sourceId: number;
  sourceName: string;
  schema: string;
  table: string;
  column: string | null;
  params: RuleParams;
  thresholdKind: (typeof THRESHOLD_KINDS)[number];
  threshold: string;
  severity: (typeof SEVERITIES)[number];
  ownerId: number | null;
  ownerName: string | null;
  cron: string | null;
  enabled: boolean;
  nextRunAt: string | null;
  remark: string | null;
  lastRun: RunView | null;
  openIssueId: number | null;
  version: number;
}

const ruleParams = z.object({
  dictId: idArg.optional(),
  min: decimalText.optional(),
  max: decimalText.optional(),
  pattern: text(200).min(1).optional(),
  refTable: text(260).min(1).optional(),
  refColumn: text(128).min(1).optional(),
  hours: z.number().int().min(1).max(24 * 366).optional(),
  sql: z.string().trim().min(1).max(20_000).optional(),
});
export type RuleParams = z.infer<typeof ruleParams>;

const ruleInput = z.object({
  id: idArg.optional(),
  code,
  name: text(100).min(1, 'is required'),
  kind: z.enum(RULE_KINDS),
  sourceId: idArg,
  /** '' : the table of that name in whichever schema the harvest found it */
  schema: text(128),
  table: text(128).min(1, 'is required'),
  column: text(128).nullish(),
  params: ruleParams.default({}),
  thresholdKind: z.enum(THRESHOLD_KINDS),
  threshold: decimalText,
  severity: z.enum(SEVERITIES),
  ownerId: idArg.nullish(),
  cron: text(100).nullish(),
  enabled: z.boolean().default(true),
  remark: text(500).nullish(),
  version: z.number().int().optional(),
});
export type RuleInput = Omit<z.input<typeof ruleInput>, 'id' | 'sourceId' | 'ownerId'> & { id?: number; sourceId: number; ownerId?: number | null };

export interface RunView {
  id: number;
  ruleId: number;
  startedAt: string;
  durationMs: number;
  rowsChecked: number | null;
  failedRows: number | null;
  /** the passing share in % as a decimal string (two places), null when nothing was checked */
  passRate: string | null;
  passed: boolean;
  detail: string | null;
  error: string | null;
  trigger: 'Manual' | 'Schedule' | 'Demo';
}

export interface IssueView {
  id: number;
  ruleId: number;
  ruleCode: string;
  ruleName: string;
  kind: RuleKind;
  severity: RuleView['severity'];
  sourceName: string;
  table: string;
  column: string | null;
  status: IssueStatus;
  ownerId: number | null;
  ownerName: string | null;
  openedAt: string;
  lastFailedAt: string;
  failures: number;
  recoveredAt: string | null;
  closedAt: string | null;
  lastRun: RunView | null;
}

export interface CommentView {
  id: number;
  body: string;
  byName: string | null;
  at: string;
}

const ruleQuery = z.object({ ...paging, text: text(100).optional(), kind: z.enum(RULE_KINDS).optional(), sourceId: idArg.optional() });
const issueQuery = z.object({ ...paging, status: z.enum(ISSUE_STATUSES).optional(), ruleId: idArg.optional(), open: z.boolean().optional() });
const DICT = { page: QP.dict };

export const datagovStandard = defineService('datagov.Standard', {
  dictPage: call<[{ text?: string; page?: number; pageSize?: number }], Paged<DictView>>(
    args(['query', z.object({ ...paging, text: text(100).optional() })]),
    { anyOf: [DICT, { page: QP.contrast }, { page: QP.dictContrast }, { page: QP.rule }] },
  ),
  saveDict: call<[DictInput], DictView>(args(['dict', dictInput]), ([d]) => ({ page: QP.dict, op: d.id ? 'update' : 'create' })),
  removeDicts: call<[number[]], { removed: number }>(args(['ids', z.array(idArg).min(1).max(100)]), { page: QP.dict, op: 'delete' }),
  contrastPage: call<[{ dictId?: number; sourceId?: number; page?: number; pageSize?: number }], Paged<ContrastView>>(
    args(['query', z.object({ ...paging, dictId: idArg.optional(), sourceId: idArg.optional() })]),
    { anyOf: [{ page: QP.contrast }, { page: QP.dictContrast }] },
  ),
  saveContrast: call<[{ dictId: number; sourceId: number; schema: string; table: string; column: string }], ContrastView>(args(['contrast', contrastInput]), { page: QP.contrast, op: 'create' }),
  removeContrasts: call<[number[]], { removed: number }>(args(['ids', z.array(idArg).min(1).max(100)]), { page: QP.contrast, op: 'delete' }),
  /** the column's distinct codes read again from its source (at most READ_CODES_LIMIT), mappings kept */
  readCodes: call<[number], ContrastView>(args(['id', idArg]), { page: QP.dictContrast, op: 'update' }),
  mappings: call<[number], MappingView[]>(args(['id', idArg]), { page: QP.dictContrast }),
  /** maps source codes to standard codes (null: unmapped); answers the contrast with its new coverage */
  map: call<[{ id: number; items: Array<{ sourceCode: string; stdCode: string | null }> }], ContrastView>(
    args(['mapping', z.object({ id: idArg, items: z.array(z.object({ sourceCode: z.string().max(500), stdCode: text(100).nullable() })).min(1).max(5000) })]),
    { page: QP.dictContrast, op: 'update' },
  ),
  /** maps each unmapped source code equal to a standard code or name (case-insensitive) */
  autoMap: call<[number], ContrastView>(args(['id', idArg]), { page: QP.dictContrast, op: 'update' }),
});

export const datagovQuality = defineService('datagov.Quality', {
  rulePage: call<[z.input<typeof ruleQuery>], Paged<RuleView>>(args(['query', ruleQuery]), { anyOf: [{ page: QP.rule }, { page: QP.issue }] }),
  saveRule: call<[RuleInput], RuleView>(args(['rule', ruleInput]), ([r]) => ({ page: QP.rule, op: r.id ? 'update' : 'create' })),
  removeRules: call<[number[]], { removed: number }>(args(['ids', z.array(idArg).min(1).max(100)]), { page: QP.rule, op: 'delete' }),
  /** 立即运行: runs the rule now and answers the run (a failure opens or adds to the rule's issue) */
  runNow: call<[number], RunView>(args(['id', idArg]), { page: QP.rule, op: 'run' }),
  runPage: call<[{ ruleId: number; page?: number; pageSize?: number }], Paged<RunView>>(args(['query', z.object({ ...paging, ruleId: idArg })]), { anyOf: [{ page: QP.rule }, { page: QP.issue }] }),
  issuePage: call<[z.input<typeof issueQuery>], Paged<IssueView>>(args(['query', issueQuery]), { page: QP.issue }),
  /** 待处理 → 处理中 → 已解决 / 已忽略 (a closed issue stays closed) */
  moveIssue: call<[{ id: number; to: 'Doing' | 'Resolved' | 'Ignored'; comment?: string }], IssueView>(
    args(['move', z.object({ id: idArg, to: z.enum(['Doing', 'Resolved', 'Ignored']), comment: text(2000).optional() })]),
    { page: QP.issue, op: 'update' },
  ),
  comments: call<[number], CommentView[]>(args(['id', idArg]), { page: QP.issue }),
  comment: call<[{ id: number; body: string }], CommentView>(args(['comment', z.object({ id: idArg, body: text(2000).min(1, 'is required') })]), { page: QP.issue, op: 'update' }),
});
