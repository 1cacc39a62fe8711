// system.Config (参数配置, system/Config): the tenant's parameters as the product declares them
// (server/config/params.ts), grouped for the settings form, and their update — the page's one
// function, system.config.update. Keys come from code: an unknown key, or a value of the wrong
// kind, is a 400 naming the key.
import { z } from 'zod';
import { args, call, defineService } from '../../../schemas/rpc/define';
import { type ConfigKey, configParams, type ParamDef, type ParamKind, valueSchema } from '../../../server/config/params';

export const CONFIG_PAGE = 'system/Config';

export interface ConfigParamView {
  key: string;
  kind: ParamKind;
  name: string;
  description: string;
  value: boolean | number | string;
  defaultValue: boolean | number | string;
  /** select: the choices */
  options?: Array<{ value: string; label: string }>;
  /** number: bounds, whole numbers only, unit */
  min?: number;
  max?: number;
  integer?: boolean;
  unit?: string;
  /** string: longest value */
  maxLength?: number;
  /** who set the tenant's value last (null: the default applies) */
  modifyName: string | null;
  modifyDt: string | null;
}

export interface ConfigGroupView {
  group: string;
  name: string;
  params: ConfigParamView[];
}

/** The schema of {key: value} for the declarations in force, rebuilt when they change. */
let valuesFor: { params: Readonly<Record<string, ParamDef>>; schema: z.ZodType } | null = null;
function currentValuesSchema(): z.ZodType {
  const params = configParams();
  if (valuesFor?.params !== params) {
    const shape = Object.fromEntries(Object.entries(params).map(([k, def]) => [k, valueSchema(def).optional()]));
    valuesFor = { params, schema: z.object(shape).strict().refine((v) => Object.values(v).some((x) => x !== undefined), 'name at least one parameter') };
  }
  return valuesFor.schema;
}

/**
 * {key: value} of some declared keys, each value checked against its declaration. The keys are
 * the core's and the installed modules' (the catalogue's), read on each check: a product run with
 * another module list (a fixture module beside the real ones) checks against that list.
 */
export const configValues = z.record(z.string(), z.unknown()).transform((v, ctx) => {
  const checked = currentValuesSchema().safeParse(v);
  if (checked.success) return checked.data;
  for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path, input: v });
  return z.NEVER;
}) as unknown as z.ZodType<ConfigValuesInput>;
export type ConfigValuesInput = Partial<Record<ConfigKey, boolean | number | string>>;

export const systemConfig = defineService('system.Config', {
  /** []: every declared parameter with the tenant's value, by group */
  list: call<[], ConfigGroupView[]>(args(), { page: CONFIG_PAGE }),
  /** [values]: sets the named parameters (the others keep theirs); answers the list */
  update: call<[ConfigValuesInput], ConfigGroupView[]>(args(['values', configValues]), { page: CONFIG_PAGE, op: 'update' }),
});
