// Buttons a module adds to the detail toolbar of records it does not own (追溯's 溯源图谱 on every
// document), declared in the module's web part (`detailExtras` of defineWebModule) and found
// through the installed modules (src/app/modules/registry.ts): the detail template never imports a
// module. Each button loads with its first showing (and its module's strings), not with the template.
import type { ComponentType } from 'react';
import type { RecordValue } from '../../../schemas/rpc/datax';
import type { WebModule } from '../../app/modules/defineWebModule';
import { webModules } from '../../app/modules/registry';

export interface DetailExtraProps {
  entityCode: string;
  /** the entity's receipt type code (null: not a receipt) */
  receiptTypeCode: string | null;
  /** the saved record the detail shows */
  record: RecordValue;
}

export interface DetailExtra {
  /** 'receipt': on documents only (entities that declare a receipt type); 'any': on every record */
  on: 'receipt' | 'any';
  /** a page the role must hold (its route), e.g. dcm/trace: without it the button is not shown */
  page?: string;
  load: () => Promise<{ default: ComponentType<DetailExtraProps> }>;
}

export interface DetailExtraEntry {
  name: string;
  extra: DetailExtra;
}

/** The extras of the modules (default: the installed ones), for a record of this kind, in module order. */
export function detailExtrasFor(
  where: { receiptTypeCode: string | null; holdsPage: (path: string) => boolean },
  modules: readonly WebModule[] = webModules(),
): DetailExtraEntry[] {
  const out: DetailExtraEntry[] = [];
  for (const m of modules) {
    for (const [name, extra] of Object.entries(m.detailExtras ?? {})) {
      if (extra.on === 'receipt' && !where.receiptTypeCode) continue;
      if (extra.page && !where.holdsPage(extra.page)) continue;
      out.push({ name, extra });
    }
  }
  return out;
}
