// A call-backed administration list as data: where its rows come from (a paged call), its filters,
// columns, toolbar and row actions, and the modal form that adds and edits a row. ServiceListPage
// draws it (a page is `<ServiceListPage def={declaration} />`). Labels are i18n keys (translated when drawn),
// function codes gate actions (usePermission), destructive actions confirm first.
import type { ReactNode } from 'react';
import type { Paged } from '../../../schemas/rpc/define';

export type Query<F> = F & { page: number; pageSize: number };

/** A filter of the inline filter form: its field name, label key and kind. */
export type FilterDef =
  /** a text box; `placeholder` (a key) may stand instead of the label ('' for none) */
  | { name: string; label: string; kind: 'text'; width?: number; placeholder?: string }
  /** options' labels are i18n keys */
  | { name: string; label: string; kind: 'select'; options: ReadonlyArray<{ value: string; label: string }>; width?: number }
  /** a date range sent as `${name}From` / `${name}To` unless `from` / `to` name the query keys (YYYY-MM-DD) */
  | { name: string; label: string; kind: 'dateRange'; from?: string; to?: string }
  /** a control of the page's own (a tenant picker …): it takes value/onChange like an antd input */
  | { name: string; label: string; kind: 'custom'; render: () => ReactNode };

export interface ColumnDef<Row> {
  /** label key */
  title: string;
  /** the row's field (also the column key) */
  field?: keyof Row & string;
  key?: string;
  width?: number;
  align?: 'left' | 'right' | 'center';
  ellipsis?: boolean;
  /** 'time': an ISO time as local time; a function: the cell */
  render?: 'time' | ((row: Row) => ReactNode);
}

export interface ActionContext {
  /** reload the current page */
  reload: () => void;
  /** open a page of the shell (`url?query`) */
  open: (path: string) => void;
}

/** What a page's own dialog gets: close it, close it with the action's success, or reload the list and stay open. */
export interface ModalProps {
  open: boolean;
  onClose: () => void;
  onDone: () => void;
  reload: () => void;
}

export interface RowAction<Row> {
  /** label key */
  label: string;
  /** the function code that shows it (none: always) */
  fn?: string;
  /** shown on the rows it applies to only (a lock on an unlocked row …) */
  visible?: (row: Row) => boolean;
  /** a dialog of the page's own for the row */
  modal?: (row: Row, props: ModalProps) => ReactNode;
  danger?: boolean;
  disabled?: (row: Row) => boolean;
  /** asks first: the question's text (already translated by `t`) */
  confirm?: (row: Row, t: (key: string, values?: Record<string, unknown>) => string) => string;
  /** 'edit' opens the form with the row */
  edit?: true;
  /** a page to open */
  open?: (row: Row) => string;
  /** what it does (answers reload the list); its success message key */
  run?: (row: Row) => Promise<unknown>;
  done?: string;
}

export interface ToolbarAction<F> {
  label: string;
  fn?: string;
  icon?: ReactNode;
  primary?: boolean;
  /** 'add' opens the empty form */
  add?: true;
  /** runs with the list's current filters (an export …); the button spins meanwhile */
  run?: (filters: F) => Promise<unknown>;
  /** a modal of the page's own: open it, and reload when it says done */
  modal?: (props: ModalProps) => ReactNode;
  done?: string;
}

/** A field of the modal form. */
export type FormFieldDef =
  | { name: string; label: string; kind: 'text'; required?: boolean; maxLength?: number; pattern?: RegExp; hint?: string }
  | { name: string; label: string; kind: 'textarea'; maxLength?: number; rows?: number }
  | { name: string; label: string; kind: 'number'; min?: number; max?: number; precision?: number }
  | { name: string; label: string; kind: 'select'; required?: boolean; options: (t: (key: string) => string) => ReadonlyArray<{ value: string; label: string }> };

export interface FormDef<Row> {
  /** title keys */
  addTitle: string;
  editTitle: string;
  fields: readonly FormFieldDef[];
  /** the values of a new row */
  initial?: Record<string, unknown>;
  /** the form's values from a row being edited */
  fromRow?: (row: Row) => Record<string, unknown>;
  save: (values: Record<string, unknown>, editing: Row | null) => Promise<unknown>;
  /** success message key */
  saved: string;
}

export interface ServiceListDef<Row, F extends object = Record<string, unknown>> {
  testId: string;
  load: (query: Query<F>) => Promise<Paged<Row>>;
  /** the row's key: a field (default `id`) or a function of the row */
  rowKey?: (keyof Row & string) | ((row: Row) => string);
  /** a notice the answer asks for (an info line above the table): its i18n key, or null */
  notice?: (answer: Paged<Row> & Record<string, unknown>) => string | null;
  /** one search box instead of a filter form: its placeholder key and the filters it sends */
  search?: { placeholder: string; toFilters: (text: string) => F };
  filters?: readonly FilterDef[];
  /** the call's filters from the form's (empty ones already left out), when they differ */
  mapFilters?: (values: Record<string, unknown>) => F;
  columns: ReadonlyArray<ColumnDef<Row>>;
  toolbar?: ReadonlyArray<ToolbarAction<F>>;
  rowActions?: ReadonlyArray<RowAction<Row>>;
  /** the actions column's width */
  actionsWidth?: number;
  form?: FormDef<Row>;
  /** the key of the total's text (with {{total}}) and of a failed action's fallback message */
  totalText: string;
  failedText: string;
  pageSize?: number;
}

export function defineServiceList<Row, F extends object = Record<string, unknown>>(def: ServiceListDef<Row, F>): ServiceListDef<Row, F> {
  return def;
}
