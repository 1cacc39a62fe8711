// The tenant parameters (参数配置, system/Config): the core's here, the modules' in their manifests
// (`params`, `paramGroups`). Keys come from code: a
// tenant only changes values (system.Config/update), never adds or removes keys. A tenant without
// a value of a key gets its default. Read them on the server with tenantConfig (tenant-config.ts).
//
// Who reads each key is written beside it: a key nobody honours yet says which later work reads it.
import { z } from 'zod';
import { type Catalogue, catalogue } from '../modules/catalogue';

export type ParamKind = 'boolean' | 'number' | 'string' | 'select';

interface ParamBase {
  /** a group of the settings form: the core's or one a module declares */
  group: string;
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

/** The core's groups of the settings form, shown after the modules' groups. */
export const CORE_PARAM_GROUPS = {
  security: ['安全', 'Security'],
  print: ['打印', 'Printing'],
} as const satisfies Record<string, readonly [string, string]>;

/** The core's parameters (security, printing). */
export const CORE_PARAMS = {
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


/**
 * The value types of the modules' parameters. A module declares its keys in its manifest (`params`)
 * and adds their types here by declaration merging (`declare module '…/server/config/params'`), so
 * tenantConfig stays typed by key without the core knowing any module.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules' declaration merging
export interface ModuleParamValues {}

/** The value type a declaration gives: boolean, number, string, or the union of a select's option values. */
export type ParamValueOf<D> = D extends { kind: 'boolean' }
  ? boolean
  : D extends { kind: 'number' }
    ? number
    : D extends { kind: 'select'; options: ReadonlyArray<{ value: infer V }> }
      ? V
      : string;
type CoreKey = keyof typeof CORE_PARAMS;
export type ConfigKey = CoreKey | (keyof ModuleParamValues & string);
export type ConfigValue<K extends ConfigKey> = K extends CoreKey ? ParamValueOf<(typeof CORE_PARAMS)[K]> : K extends keyof ModuleParamValues ? ModuleParamValues[K] : never;
export type ConfigValues = { [K in ConfigKey]: ConfigValue<K> };

let merged: { cat: Catalogue; params: Record<string, ParamDef>; groups: Record<string, readonly [string, string]> } | null = null;

/** Every declared parameter (the modules', in module order, then the core's) and the groups of the form in display order. */
function declarations() {
  const cat = catalogue();
  if (merged?.cat === cat) return merged;
  const groups: Record<string, readonly [string, string]> = {};
  const params: Record<string, ParamDef> = {};
  for (const m of cat.modules) Object.assign(groups, m.paramGroups ?? {});
  Object.assign(groups, CORE_PARAM_GROUPS);
  for (const [key, def] of [...cat.modules.flatMap((m) => Object.entries(m.params ?? {})), ...Object.entries(CORE_PARAMS)] as Array<[string, ParamDef]>) {
    if (params[key]) throw new Error(`parameter ${key} declared twice`);
    if (!groups[def.group]) throw new Error(`parameter ${key}: no group ${def.group}`);
    params[key] = def;
  }
  merged = { cat, params, groups };
  return merged;
}

/** The declared parameters by key. */
export const configParams = (): Readonly<Record<string, ParamDef>> => declarations().params;
/** The groups of the settings form in display order: [zh_CN, en_US] by group code. */
export const paramGroups = (): Readonly<Record<string, readonly [string, string]>> => declarations().groups;
export const configKeys = (): ConfigKey[] => Object.keys(declarations().params) as ConfigKey[];

export function isConfigKey(key: string): key is ConfigKey {
  return Object.hasOwn(declarations().params, key);
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
  return Object.fromEntries(Object.entries(configParams()).map(([k, d]) => [k, d.default])) as ConfigValues;
}
