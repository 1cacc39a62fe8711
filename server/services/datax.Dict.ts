// datax.Dict: the tenant's dictionaries (spec: dict values code, dict, name), read from the tables
// on every call (no cache: an edit on system/DictDetail is served on the next call, on every
// instance). Disabled entries, and every entry of a disabled dictionary, are answered with
// `disabled: true`: the records that hold them still show their names, pickers leave them out.
import { dataxDict, type DictValue } from '../../schemas/rpc/datax';
import { implement } from '../modules/types';
import { type Registry, session } from '../rpc/registry';

export function register(reg: Registry) {
  async function load(ctx: Parameters<typeof session>[0], codes: string[]): Promise<Record<string, DictValue[]>> {
    const s = session(ctx);
    const [rows, disabledDicts] = await Promise.all([
      s.db
        .selectFrom('dict')
        .select(['dict_code', 'code', 'name', 'name_intl', 'status', 'tag_color'])
        .where('dict_code', 'in', codes)
        .orderBy('dict_code')
        .orderBy('sn')
        .execute(),
      s.db.selectFrom('dict_type').select('code').where('code', 'in', codes).where('status', '=', 1).execute(),
    ]);
    const off = new Set(disabledDicts.map((d) => d.code));
    const out: Record<string, DictValue[]> = Object.fromEntries(codes.map((c) => [c, []]));
    for (const r of rows) {
      out[r.dict_code].push({
        code: r.code,
        dict: r.dict_code,
        name: ctx.lang === 'en_US' ? r.name_intl?.en_US || r.name : r.name,
        nameIntl: r.name_intl ?? {},
        ...(r.tag_color ? { tagColor: r.tag_color } : {}),
        ...(r.status !== 0 || off.has(r.dict_code) ? { disabled: true as const } : {}),
      });
    }
    return out;
  }
  reg.add(implement(dataxDict, {
    listByCode: async (ctx, [code]) => (await load(ctx, [code]))[code],
    listByCodes: (ctx, [codes]) => load(ctx, codes),
  }));
}
