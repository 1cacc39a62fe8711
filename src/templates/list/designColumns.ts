// VformList over a designed form: when the list has no column metadata of its own (its Table
// block is the entity's fallback), its columns are the design's bound fields in design order,
// labelled as designed, then the status.
import type { FieldMeta } from '../../../renderers/fields/types';
import { designFields, type FormDesign } from '../../../schemas/forms/types';
import { type Language, mergeFieldMeta, pageFieldFromAttr, systemPageField } from '../../engine/fieldMeta';
import type { PageModel } from '../../engine/pageModel';

/** Whether the model's columns are the ones buildPageModel falls back to (no Table block on the page). */
export function hasFallbackColumns(model: PageModel): boolean {
  const fallback = [...model.entity.attrs.filter((a) => a.tableDisplay).map((a) => a.code), 'status_dict'];
  return model.table.length === fallback.length && model.table.every((f, i) => f.code === fallback[i]);
}

/** The design's columns, or null when the list keeps its own (it has column metadata, or there is no design). */
export function designedTableFields(model: PageModel, design: FormDesign | null | undefined, language: Language): FieldMeta[] | null {
  if (!design || !hasFallbackColumns(model)) return null;
  const attrs = new Map(model.entity.attrs.map((a) => [a.code, a]));
  const fields = designFields(design).filter((f) => f.bound && attrs.has(f.code));
  if (!fields.length) return null;
  const metas = fields.map((f, i) => {
    const attr = attrs.get(f.code)!;
    const meta = mergeFieldMeta(pageFieldFromAttr(attr, 'Table', i + 1, language), attr, { language });
    const label = (language === 'en_US' ? f.labelEn?.trim() || f.label?.trim() : f.label?.trim()) || meta.name;
    return { ...meta, name: label };
  });
  metas.push(mergeFieldMeta(systemPageField('status_dict', 'Table', metas.length + 1, language), null, { language }));
  return metas;
}
