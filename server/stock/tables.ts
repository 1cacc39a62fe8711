// Kysely types of the stock tables (migration 019-stock). Merged into DB (server/db/types.ts).
import type { ColumnType, Generated } from 'kysely';

type Ts = ColumnType<Date, Date | string | undefined, Date | string>;
/** numeric columns come back as decimal text; they are written as text too (never floats) */
type Num = ColumnType<string, string | undefined, string>;
type DateNull = ColumnType<string | null, string | null | undefined, string | null>;

/** WaitStock (registered, not put away), OutOfStock, Stock, InTransit, Count (being counted), Transfer */
export type StockStatus = 'WaitStock' | 'OutOfStock' | 'Stock' | 'InTransit' | 'Count' | 'Transfer';

export interface StockPlaceColumns {
  material_id: number;
  warehouse_id: number;
  area_id: ColumnType<number, number | undefined, number>;
  position_id: ColumnType<number, number | undefined, number>;
  batch_no: ColumnType<string, string | undefined, string>;
  container_code: ColumnType<string, string | undefined, string>;
  project: ColumnType<string, string | undefined, string>;
}

export interface StockTables {
  stock_balance: StockPlaceColumns & {
    id: Generated<number>;
    tenant_id: string;
    total: Num;
    occupied: Num;
    locked: Num;
    frozen: ColumnType<boolean, boolean | undefined, boolean>;
    status: ColumnType<StockStatus, StockStatus | undefined, StockStatus>;
    expiry_date: DateNull;
    supplier_id: number | null;
    first_in: Ts;
    updated_at: Ts;
  };
  stock_ledger: StockPlaceColumns & {
    id: Generated<number>;
    tenant_id: string;
    qty: string;
    unit_price: Num;
    amount: Num;
    kind: string;
    doc_entity: string;
    doc_id: number;
    doc_code: string | null;
    line_id: number | null;
    reverses: number | null;
    reversed: ColumnType<boolean, boolean | undefined, boolean>;
    moved_at: Ts;
    user_id: number | null;
    user_name: string | null;
  };
  stock_price: {
    tenant_id: string;
    material_id: number;
    warehouse_id: number;
    qty: Num;
    value: Num;
    unit_price: Num;
  };
}
