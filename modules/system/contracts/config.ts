// system.Config (参数配置, system/Config): the tenant's parameters as the product declares them
// (server/config/params.ts), grouped for the settings form, and their update — the page's one
// function, system.config.update. Keys come from code: an unknown key, or a value of the wrong
// kind, is a 400 naming the key.
import { z } from 'zod';
import { args, call, defineService } from '../../../schemas/rpc/define';
import { type ConfigKey, configParams, type ParamKind, valueSchema } from '../../../server/config/params';

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

/** {key: value} of some declared keys, each value checked against its declaration. */
// built on first use: the keys are the core's and the installed modules' (the catalogue's)
export const configValues = z.lazy(() =>
  z
    .object(Object.fromEntries(Object.entries(configParams()).map(([k, def]) => [k, valueSchema(def).optional()])))
    .strict()
    .refine((v) => Object.values(v).some((x) => x !== undefined), 'name at least one parameter'),
) as unknown as z.ZodType<ConfigValuesInput>;
export type ConfigValuesInput = Partial<Record<ConfigKey, boolean | number | string>>;

export const systemConfig = defineService('system.Config', {
  /** []: every declared parameter with the tenant's value, by group */
  list: call<[], ConfigGroupView[]>(args(), { page: CONFIG_PAGE }),
  /** [values]: sets the named parameters (the others keep theirs); answers the list */
  update: call<[ConfigValuesInput], ConfigGroupView[]>(args(['values', configValues]), { page: CONFIG_PAGE, op: 'update' }),
});
