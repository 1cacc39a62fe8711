// The field renderers by data type: a new type is a new file plus one line here (no switch).
import type { DataType } from '../../schemas/entities/define';
import { BoolRenderer } from './Bool';
import { CostsRenderer } from './Costs';
import { CustomerRenderer } from './Customer';
import { DateTimeRenderer } from './DateTime';
import { DictRenderer } from './Dict';
import { DictTypeRenderer } from './DictType';
import { EnclosureRenderer } from './Enclosure';
import { EnumTypeRenderer } from './EnumType';
import { FuzzyCommonRenderer } from './FuzzyCommon';
// IndexType, not Index: Index.tsx and index.ts are one file on case-insensitive file systems
import { IndexRenderer } from './IndexType';
import { MaterialRenderer } from './Material';
import { MaterialNumRenderer } from './MaterialNum';
import { NumberRenderer } from './Number';
import { OrderByRenderer } from './OrderBy';
import { PriceRangesRenderer } from './PriceRanges';
import { ProgressRenderer } from './Progress';
import { RelatedPurchaseRenderer } from './RelatedPurchase';
import { RelatedSaleRenderer } from './RelatedSale';
import { RemarkRenderer } from './Remark';
import { SalesManRenderer } from './SalesMan';
import { SelectRenderer } from './Select';
import { SettlementRenderer } from './Settlement';
import { StatusRenderer } from './Status';
import { StringRenderer } from './String';
import { SupplierRenderer } from './Supplier';
import { TableToolsRenderer } from './TableTools';
import { VformRenderer } from './Vform';
import { WareHouseRenderer } from './WareHouse';
import type { FieldRenderer } from './types';

export type { CellProps, EditProps, FieldMeta, FieldRenderer, ReadProps } from './types';

export const fieldRenderers: Record<DataType, FieldRenderer> = {
  String: StringRenderer,
  Number: NumberRenderer,
  Supplier: SupplierRenderer,
  Customer: CustomerRenderer,
  SalesMan: SalesManRenderer,
  DateTime: DateTimeRenderer,
  Material: MaterialRenderer,
  WareHouse: WareHouseRenderer,
  MaterialNum: MaterialNumRenderer,
  RelatedPurchase: RelatedPurchaseRenderer,
  RelatedSale: RelatedSaleRenderer,
  OrderBy: OrderByRenderer,
  Index: IndexRenderer,
  Select: SelectRenderer,
  Progress: ProgressRenderer,
  TableTools: TableToolsRenderer,
  Costs: CostsRenderer,
  Settlement: SettlementRenderer,
  EnumType: EnumTypeRenderer,
  Enclosure: EnclosureRenderer,
  Remark: RemarkRenderer,
  Dict: DictRenderer,
  FuzzyCommon: FuzzyCommonRenderer,
  Bool: BoolRenderer,
  DictType: DictTypeRenderer,
  Vform: VformRenderer,
  PriceRanges: PriceRangesRenderer,
  Status: StatusRenderer,
};

const warned = new Set<string>();

export function isDataType(name: unknown): name is DataType {
  return typeof name === 'string' && Object.hasOwn(fieldRenderers, name);
}

/** The renderer of a data type; unknown types (tenant data, typos) render as String, with one warning per type. */
export function rendererOf(dataType: string | null | undefined): FieldRenderer {
  if (isDataType(dataType)) return fieldRenderers[dataType];
  const name = String(dataType);
  if (!warned.has(name)) {
    warned.add(name);
    console.warn(`renderers/fields: no renderer for data type "${name}", showing it as String`);
  }
  return StringRenderer;
}

export { clearDictCache } from './shared/dictCache';
export { clearReferenceCache } from './shared/referenceCache';
export { formatMoney, formatNumber } from './shared/number';
export { EMPTY } from './shared/text';
