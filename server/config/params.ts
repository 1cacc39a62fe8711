// The tenant parameters the product declares (参数配置, system/Config). Keys come from code: a
// tenant only changes values (system.Config/update), never adds or removes keys. A tenant without
// a value of a key gets its default. Read them on the server with tenantConfig (tenant-config.ts).
//
// Who reads each key is written beside it: a key nobody honours yet says which later work reads it.
import { z } from 'zod';

export type ParamKind = 'boolean' | 'number' | 'string' | 'select';

interface ParamBase {
  group: ParamGroup;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
}
export type ParamDef = ParamBase &
  (
    | { kind: 'boolean'; default: boolean }
    | { kind: 'number'; default: number; min: number; max: number; integer?: boolean; unit?: readonly [zh: string, en: string] }
    | { kind: 'string'; default: string; maxLength: number }
    | { kind: 'select'; default: string; options: ReadonlyArray<{ value: string; label: string; labelEn: string }> }
  );

/** Groups of the settings form, in display order. */
export const PARAM_GROUPS = {
  flow: ['审批流程', 'Approval flows'],
  security: ['安全', 'Security'],
  print: ['打印', 'Printing'],
} as const;
export type ParamGroup = keyof typeof PARAM_GROUPS;

export const CONFIG_PARAMS = {
  // Shell spec §4: non-read-only fields stay editable during approval. Read by the flow task
  // screen (flow/taskDetail) of the flow issue, which is not built yet.
  FlowCompleteEditAllow: {
    group: 'flow',
    kind: 'boolean',
    default: false,
    name: '审批时允许编辑',
    nameEn: 'Edit during approval',
    description: '开启后，审批人处理任务时可以编辑表单中非只读的字段',
    descriptionEn: 'Approvers may edit the form’s fields that are not read-only while they handle a task',
  },
  // Read at logon (server/services/portal.Login.ts): failed logins of one user code from one address
  // within loginLockMinutes lock that pair for as long.
  loginMaxFailures: {
    group: 'security',
    kind: 'number',
    default: 5,
    min: 3,
    max: 20,
    integer: true,
    unit: ['次', 'attempts'],
    name: '登录失败锁定次数',
    nameEn: 'Failed logins before a lock',
    description: '同一账号在同一地址连续登录失败达到该次数后暂时锁定',
    descriptionEn: 'Failed logins of one user code from one address before that pair is locked',
  },
  loginLockMinutes: {
    group: 'security',
    kind: 'number',
    default: 15,
    min: 1,
    max: 1440,
    integer: true,
    unit: ['分钟', 'minutes'],
    name: '登录锁定时长',
    nameEn: 'Login lock time',
    description: '登录锁定持续的时长，也是统计失败次数的时间窗口',
    descriptionEn: 'How long a lock lasts, and the window failed logins are counted in',
  },
  // Read by the password rule of users (modules/system/server/users/passwords.ts): new, changed,
  // reset, imported and generated passwords (never below 8).
  passwordMinLength: {
    group: 'security',
    kind: 'number',
    default: 8,
    min: 8,
    max: 32,
    integer: true,
    unit: ['位', 'characters'],
    name: '密码最小长度',
    nameEn: 'Minimum password length',
    description: '新密码至少包含的字符数（同时须包含字母和数字）',
    descriptionEn: 'The fewest characters a new password may have (letters and digits still required)',
  },
  // Shell spec §2 gsReviewer ("a warehouse reviewer for wms-delivery-apply only"): these users
  // approving a delivery apply may edit it (batches, positions, quantities) even with
  // FlowCompleteEditAllow off (server/flow/edit-in-approval.ts; EntityDef.receipt.reviewersParam).
  WmsApplyReviewers: {
    group: 'flow',
    kind: 'string',
    default: '',
    maxLength: 256,
    name: '仓库审核人',
    nameEn: 'Warehouse reviewers',
    description: '出库申请审批时可修改申请内容（批次、库位、数量）的用户账号，多个以逗号分隔',
    descriptionEn: 'User codes (comma-separated) who may edit a delivery apply (batches, positions, quantities) while approving it',
  },
  // The company at the top of printed documents (server/print/documents.ts); empty: the build's
  // company name.
  companyShortName: {
    group: 'print',
    kind: 'string',
    default: '',
    maxLength: 32,
    name: '公司简称',
    nameEn: 'Company short name',
    description: '打印单据抬头使用的公司名称，留空则使用默认公司名称',
    descriptionEn: 'The company name at the top of printed documents; empty: the default company name',
  },
} as const satisfies Record<string, ParamDef>;

export type ConfigKey = keyof typeof CONFIG_PARAMS;
type Decl = typeof CONFIG_PARAMS;
/** The value type of a key: boolean, number, string, or the union of a select's option values. */
export type ConfigValue<K extends ConfigKey> = Decl[K] extends { kind: 'boolean' }
  ? boolean
  : Decl[K] extends { kind: 'number' }
    ? number
    : Decl[K] extends { kind: 'select'; options: ReadonlyArray<{ value: infer V }> }
      ? V
      : string;
export type ConfigValues = { [K in ConfigKey]: ConfigValue<K> };

export const CONFIG_KEYS = Object.keys(CONFIG_PARAMS) as ConfigKey[];

export function isConfigKey(key: string): key is ConfigKey {
  return Object.hasOwn(CONFIG_PARAMS, key);
}

/** The schema a value of the declaration must pass (the messages are the rule, the key is named by the caller). */
export function valueSchema(def: ParamDef): z.ZodType {
  switch (def.kind) {
    case 'boolean':
      return z.boolean();
    case 'number': {
      const n = z.number().min(def.min, `must be at least ${def.min}`).max(def.max, `must be at most ${def.max}`);
      return def.integer ? n.int('must be a whole number') : n;
    }
    case 'string':
      return z.string().trim().max(def.maxLength, `must have at most ${def.maxLength} characters`);
    case 'select':
      return z.enum(def.options.map((o) => o.value) as [string, ...string[]], `must be one of ${def.options.map((o) => o.value).join(', ')}`);
  }
}

/** Every key's default. */
export function configDefaults(): ConfigValues {
  return Object.fromEntries(CONFIG_KEYS.map((k) => [k, CONFIG_PARAMS[k].default])) as ConfigValues;
}
