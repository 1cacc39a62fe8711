// Page fields for the attributes a tenant added to a page's entity (extendedTag = true), so a
// new attribute shows on the entity's list (Table block) and detail form (Form block) at once,
// without page configuration. Ids are negative: they are not rows of page_field.
import type { Kysely } from 'kysely';
import { catalogue } from '../modules/catalogue';
import type { PageField } from '../../schemas/rpc/portal';
import type { DB } from '../db/types';
import type { Lang } from '../i18n';
import { tenantMeta } from './tenant-models';

export async function extendedFields(db: Kysely<DB>, tenantId: string, url: string, lang: Lang): Promise<PageField[]> {
  const list = catalogue().pageByUrl.get(url);
  const page = list ?? catalogue().pageByDetailUrl.get(url);
  if (!page) return [];
  const detail = !list;
  const attrs = (await tenantMeta(db, tenantId)).attrs.filter((a) => a.entity_code === page.entityCode);
  return attrs.map((a, i) => {
    const rules = (a.rules ?? {}) as { defaultValue?: unknown };
    const intl = (a.name_intl ?? {}) as Record<string, string>;
    return {
      id: -a.id,
      code: a.code,
      name: lang === 'en_US' ? intl.en_US || a.name : a.name,
      dataType: a.data_type,
      displayTag: detail ? true : a.table_display,
      editTag: true,
      requiredTag: a.required,
      width: detail ? 0 : a.table_width,
      fieldLength: a.max_len,
      defaultValue: rules.defaultValue !== undefined ? JSON.stringify({ normalValue: rules.defaultValue }) : null,
      limitValue: null,
      preFun: null,
      fieldScript: null,
      multipleTag: false,
      extendedTag: true,
      // after the page's own fields, in the tenant's order
      sn: 100_000 + i * 10,
      belongPlateId: null,
      block: detail ? 'Form' : 'Table',
    };
  });
}
