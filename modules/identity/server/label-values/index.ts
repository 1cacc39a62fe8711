// The values a label of each kind shows, by the codes printed: one small function per kind, one
// query each, tenant-scoped. A code missing from the answer does not exist for the tenant.
import type { TargetKind } from '../../labels/kinds';
import type { LabelValues } from '../../labels/layout';
import type { LabelLang } from '../../labels/messages';
import { barcodeValues } from './barcode';
import type { AnyDb } from './common';
import { materialValues } from './material';
import { positionValues } from './position';

type ValuesOf = (db: AnyDb, tenantId: string, codes: readonly string[], lang: LabelLang) => Promise<Map<string, LabelValues>>;

export const LABEL_VALUES: Record<TargetKind, ValuesOf> = {
  barcode: barcodeValues,
  position: positionValues,
  material: materialValues,
};
