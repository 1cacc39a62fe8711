import { mdmPages } from './mdm';
import type { LowcodeParams, PageDef } from './types';

/** Every page definition. A new low-code page is a definition here plus its menu item. */
export const PAGES: PageDef[] = [...mdmPages];

const byUrl = new Map(PAGES.map((p) => [p.url, p]));
const byEntity = new Map(PAGES.map((p) => [p.entityCode, p]));

export const pageByUrl = (url: string): PageDef | undefined => byUrl.get(url);
/** The (first) page of an entity: its function codes guard the entity's records. */
export const pageOfEntity = (entityCode: string): PageDef | undefined => byEntity.get(entityCode);

export function paramsOf(p: PageDef): LowcodeParams {
  return { class: p.listClass, entityCode: p.entityCode, detailClass: p.detailClass, formId: p.entityCode };
}
