// Dedicated receipt details by receipt type code (docs/reference/receipt-types.md): the flow task screen and a document's
// "查看单据" show the view registered for the document's type. A type is a declaration (which
// child tables, which header fields first) bound to the one generic view (ReceiptView.tsx), or a
// component of its own for a type metadata cannot describe. The declarations come from the
// installed web modules (their `receiptViews`). Views load on first use, not with the app. An
// unknown type answers a view that says it has none (and `known: false`).
import { createElement, lazy, Suspense, type ComponentType } from 'react';
import { Skeleton } from 'antd';
import type { WebModule } from '../../src/app/modules/defineWebModule';
import { webModules } from '../../src/app/modules/registry';
import { receiptViewsOf, type ReceiptDetailDeclaration } from './declarations';

export interface ReceiptViewProps {
  /** the document's id (receipt ids are unique across receipt entities) */
  receiptId: number;
  entityCode: string;
  /** after the view opened another page (a path link): a drawer around it closes */
  onNavigate?: () => void;
}

export type ReceiptDetailEntry = { declaration: ReceiptDetailDeclaration } | { load: () => Promise<{ default: ComponentType<ReceiptViewProps> }> };

export interface ReceiptDetail {
  /** a view is registered for the type */
  known: boolean;
  View: ComponentType<ReceiptViewProps>;
}

const registered = new Map<string, ReceiptDetailEntry>();
const views = new Map<string, ComponentType<ReceiptViewProps>>();
let declaredFor: readonly WebModule[] | null = null;
let declared = new Map<string, ReceiptDetailEntry>();

/** The installed modules' declarations (read again, and the views redrawn, after a new install). */
function declaredEntries(): ReadonlyMap<string, ReceiptDetailEntry> {
  const modules = webModules();
  if (modules !== declaredFor) {
    declared = new Map(Object.entries(receiptViewsOf(modules)).map(([code, declaration]) => [code, { declaration }]));
    declaredFor = modules;
    views.clear();
  }
  return declared;
}

const entryOf = (typeCode: string): ReceiptDetailEntry | undefined => registered.get(typeCode) ?? declaredEntries().get(typeCode);

/** Registers the view of a receipt type; a type registered twice is a programming error. */
export function registerReceiptDetail(typeCode: string, entry: ReceiptDetailEntry): void {
  if (entryOf(typeCode)) throw new Error(`receipt type "${typeCode}" already has a detail view`);
  registered.set(typeCode, entry);
  views.delete(typeCode); // asked for before it was registered: no longer the "unknown" view
}

export const hasReceiptDetail = (typeCode: string | null | undefined): boolean => !!typeCode && !!entryOf(typeCode);

export const receiptDetailCodes = (): string[] => [...new Set([...declaredEntries().keys(), ...registered.keys()])];

const GenericView = lazy(() => import('./ReceiptView'));
const Unknown = lazy(() => import('./UnknownReceiptView'));
const loading = createElement(Skeleton, { active: true });

function viewOf(entry: ReceiptDetailEntry): ComponentType<ReceiptViewProps> {
  if ('declaration' in entry) {
    return (props) => createElement(Suspense, { fallback: loading }, createElement(GenericView, { ...props, declaration: entry.declaration }));
  }
  const Own = lazy(entry.load);
  return (props) => createElement(Suspense, { fallback: loading }, createElement(Own, props));
}

/** The view of a receipt type (one component per type for the app's life: no remounts). */
export function receiptDetailOf(typeCode: string | null | undefined): ReceiptDetail {
  const code = typeCode ?? '';
  const entry = entryOf(code); // first: a new install clears the views
  let View = views.get(code);
  if (!View) {
    View = entry ? viewOf(entry) : (props) => createElement(Suspense, { fallback: loading }, createElement(Unknown, { ...props, receiptTypeCode: code }));
    View.displayName = `ReceiptDetail(${code || 'none'})`;
    views.set(code, View);
  }
  return { known: !!entry, View };
}
