// A part of the production module kept in its own folder (orders/, plan/, execution/): what it
// declares, merged by module.ts, server/index.ts, web/index.ts and orders/menus.ts, so a part adds
// pages, calls and menu entries without editing the others' files.
import type { ReportDef } from '../../schemas/reports/define';
import type { EntityDef } from '../../schemas/entities/define';
import type { MenuDef } from '../../schemas/menus/types';
import type { PageDef } from '../../schemas/pages/types';

export interface ProductionPart {
  entities?: readonly EntityDef[];
  pages?: readonly PageDef[];
  reports?: readonly ReportDef[];
  views?: ReadonlyArray<readonly [name: string, select: string]>;
  /** menu entries by the catalogue url they replace in the 生产管理 node (catalogue's production node) */
  menus?: Readonly<Record<string, readonly MenuDef[]>>;
}
