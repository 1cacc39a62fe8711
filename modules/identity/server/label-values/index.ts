// The values a label of each kind shows, by the codes printed: one small function per kind, one
// query each, tenant-scoped and limited to the records the caller may see (a print is a read: the
// caller's visibility of the kind's entity, as a condition over the kind's table alias). A code
// missing from the answer does not exist for the caller.
import type { TargetKind } from '../../labels/kinds';
import type { LabelValues } from '../../labels/layout';
import type { LabelLang } from '../../labels/messages';
import { barcodeValues } from './barcode';
import type { AnyDb, Visible } from './common';
import { materialValues } from './material';
import { positionValues } from './position';

type ValuesOf = (db: AnyDb, tenantId: string, codes: readonly string[], lang: LabelLang, visible: Visible) => Promise<Map<string, LabelValues>>;

export const LABEL_VALUES: Record<TargetKind, ValuesOf> = {
  barcode: barcodeValues,
  position: positionValues,
  material: materialValues,
};
