// datax.Dict: the tenant's dictionaries (spec: dict values code, dict, name).
import { dataxDict, type DictValue } from '../../schemas/rpc/datax';
import { implement } from '../modules/types';
import { type Registry, session } from '../rpc/registry';

export function register(reg: Registry) {
  async function load(ctx: Parameters<typeof session>[0], codes: string[]): Promise<Record<string, DictValue[]>> {
    const s = session(ctx);
    const rows = await s.db
      .selectFrom('dict')
      .select(['dict_code', 'code', 'name', 'name_intl'])
      .where('dict_code', 'in', codes)
      .where('status', '=', 0)
      .orderBy('dict_code')
      .orderBy('sn')
      .execute();
    const out: Record<string, DictValue[]> = Object.fromEntries(codes.map((c) => [c, []]));
    for (const r of rows) out[r.dict_code].push({ code: r.code, dict: r.dict_code, name: ctx.lang === 'en_US' ? (r.name_intl?.en_US ?? r.name) : r.name, nameIntl: r.name_intl ?? {} });
    return out;
  }
  reg.add(implement(dataxDict, {
    listByCode: async (ctx, [code]) => (await load(ctx, [code]))[code],
    listByCodes: (ctx, [codes]) => load(ctx, codes),
  }));
}
