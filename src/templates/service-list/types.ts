// A call-backed administration list as data: where its rows come from (a paged call), its filters,
// columns, toolbar and row actions, and the modal form that adds and edits a row. ServiceListPage
// draws it (a page is `<ServiceListPage def={declaration} />`). Labels are i18n keys (translated when drawn),
// function codes gate actions (usePermission), destructive actions confirm first.
import type { ReactNode } from 'react';
import type { Paged } from '../../../schemas/rpc/define';

export type Query<F> = F & { page: number; pageSize: number };

/** A row's key as the table holds it (the row key's value). */
export type RowKey = string | number;
type Translate = (key: string, values?: Record<string, unknown>) => string;

/** A filter of the inline filter form: its field name, label key and kind. */
export type FilterDef =
  /** a text box; `placeholder` (a key) may stand instead of the label ('' for none) */
  | { name: string; label: string; kind: 'text'; width?: number; placeholder?: string; maxLength?: number; testId?: string }
  /** options' labels are i18n keys; values are what the call takes (a code, a number, a yes/no) */
  | { name: string; label: string; kind: 'select'; options: ReadonlyArray<{ value: string | number | boolean; label: string }>; width?: number; placeholder?: string }
  /** a date range sent as `${name}From` / `${name}To` unless `from` / `to` name the query keys (YYYY-MM-DD) */
  | { name: string; label: string; kind: 'dateRange'; from?: string; to?: string }
  /** a yes/no switch (sent as true / false); turning it searches at once */
  | { name: string; label: string; kind: 'switch' }
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
  /** 'time': an ISO time as local time; a function: the cell (`t` translates a key; `act` runs an action on the row, as its button would: a tag that changes something …) */
  render?: 'time' | ((row: Row, t: Translate, act: (a: RowAction<Row>) => void) => ReactNode);
  /** the cell is a link opening a page of the shell (`url?query`) */
  link?: (row: Row) => string;
  /** the cell is a link opening a drawer or dialog of the page's own for the row */
  opens?: (row: Row, props: ModalProps) => ReactNode;
  /** the data-testid of the cell's link */
  testId?: (row: Row) => string;
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
  /** the confirmation's OK is red (default: as `danger`), for a plain button whose action cannot be undone */
  confirmDanger?: boolean;
  disabled?: (row: Row) => boolean;
  /** asks first: the question's text (already translated by `t`) */
  confirm?: (row: Row, t: Translate) => string;
  /** 'edit' opens the form with the row */
  edit?: true;
  /** a page to open */
  open?: (row: Row) => string;
  /** what it does (answers reload the list); its success message key */
  run?: (row: Row) => Promise<unknown>;
  done?: string;
  /** the success message in the server's own words when its answer has them (else `done`) */
  said?: (answer: unknown) => string | undefined;
  /** a dialog of the page's own showing what `run` answered (a generated password …) instead of the success message; null: nothing to show */
  showAnswer?: (answer: unknown, row: Row) => ((props: ModalProps) => ReactNode) | null;
  /** the button's data-testid */
  testId?: (row: Row) => string;
  /** the button's tooltip for the row (why it may be refused …), already translated by `t` */
  hint?: (row: Row, t: Translate) => string | undefined;
}

export interface ToolbarAction<F> {
  label: string;
  fn?: string;
  icon?: ReactNode;
  primary?: boolean;
  /** 'add' opens the empty form */
  add?: true;
  /** runs with the list's current filters (an export …); the button spins meanwhile */
  run?: (filters: F, t: (key: string) => string) => Promise<unknown>;
  /** a modal of the page's own: open it, and reload when it says done */
  modal?: (props: ModalProps) => ReactNode;
  /** a page to open (a full-page form …) */
  open?: string;
  /** a control of the page's own instead of a button (an import button …); `changed` after it changed rows */
  render?: (ctx: { changed: () => void }) => ReactNode;
  done?: string;
  /** the button's data-testid (default `${testId}-${last part of the label}`) */
  testId?: string;
  /** runs on the keys of the rows ticked in the table (see `selection`); disabled while none is; the ticks are cleared after */
  selected?: (keys: RowKey[]) => Promise<unknown>;
  /** a dialog of the page's own showing what `selected` answered (the documents it made …) instead of the success message; null: the message */
  showAnswer?: (answer: unknown) => ((props: ModalProps) => ReactNode) | null;
  /** asks first: the question's text for the ticked rows (already translated by `t`) */
  confirm?: (keys: RowKey[], t: Translate) => string;
  danger?: boolean;
}

/** How the table is drawn, where a page differs from the usual. */
export interface TableOptions {
  size?: 'small' | 'middle';
  /** a wide table scrolls (its width, or 'max-content') */
  scroll?: { x: number | string };
  /** the empty table's text key */
  emptyText?: string;
  /** the page-size picker (default shown) */
  sizeChanger?: boolean;
  /** the actions column stays at the right edge when the table scrolls */
  actionsFixed?: boolean;
}

/** the choices of a field; `values`: the form's values, for a field whose choices follow another's (`follows`) */
type Choices = (t: (key: string) => string, values: Record<string, unknown>) => ReadonlyArray<{ value: string; label: string }>;

/**
 * A field of the modal form; `shownWhen`: shown only while the form's values say so (a hidden field
 * is not sent); `follows`: its choices depend on that field's value and are drawn again when it changes.
 */
export type FormFieldDef = (
  | { name: string; label: string; kind: 'text'; required?: boolean; maxLength?: number; pattern?: RegExp; hint?: string }
  | { name: string; label: string; kind: 'textarea'; maxLength?: number; rows?: number }
  | { name: string; label: string; kind: 'number'; min?: number; max?: number; precision?: number }
  /** `search`: typing filters the options by their labels (long lists) */
  | { name: string; label: string; kind: 'select'; required?: boolean; search?: boolean; options: Choices; follows?: string }
  /** several of a few choices, as check boxes (the value is the array of those ticked) */
  | { name: string; label: string; kind: 'checks'; required?: boolean; options: Choices; follows?: string }
) & { shownWhen?: (values: Record<string, unknown>) => boolean };

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
  search?: { placeholder: string; toFilters: (text: string) => F; width?: number };
  filters?: readonly FilterDef[];
  /** the call's filters from the form's (empty ones already left out), when they differ */
  mapFilters?: (values: Record<string, unknown>) => F;
  columns: ReadonlyArray<ColumnDef<Row>>;
  toolbar?: ReadonlyArray<ToolbarAction<F>>;
  /** a double click or Enter on a row opens this page of the shell for it (the row takes the focus) */
  onOpen?: (row: Row) => string;
  /** rows can be ticked (for the toolbar's `selected` actions) by a role holding `fn`; `disabled` rows cannot */
  selection?: { fn?: string; disabled?: (row: Row) => boolean };
  rowActions?: ReadonlyArray<RowAction<Row>>;
  /** the actions column's width */
  actionsWidth?: number;
  form?: FormDef<Row>;
  /** the key of the total's text (with {{total}}) and of a failed action's fallback message */
  totalText: string;
  failedText: string;
  pageSize?: number;
  /** every row on one page, no pager (a short list the call answers whole: see `wholeList`) */
  paged?: false;
  table?: TableOptions;
  /** the title key of a confirmation (default templates.confirmTitle) */
  confirmTitle?: string;
  /** after any action, form or dialog changed rows (before the reload): drop a cache … */
  changed?: () => void;
  /** drawn without its own card: a list inside a tab of another page */
  bare?: true;
}

/** A call answering every row (no paging) as the one page a declared list shows. */
export function wholeList<Row>(items: Row[]): Paged<Row> {
  return { itemList: items, total: items.length, page: 1, pageSize: Math.max(items.length, 1) };
}

export function defineServiceList<Row, F extends object = Record<string, unknown>>(def: ServiceListDef<Row, F>): ServiceListDef<Row, F> {
  return def;
}
