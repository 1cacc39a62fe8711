// One declaration per page stack: a document (or a master-data list) is its entity, its list and
// detail pages with their labels, the service answering its call names and, for a receipt, its
// read-only view. From that one declaration come the page definition, both menu nodes with their
// buttons, the call contract and the receipt view: a module lists each stack once, and its
// manifest (pages, entities), menus, server (the service) and web part (receipt views) read them.
import type { EntityDef } from '../entities/define';
import type { MenuDef } from '../menus/types';
import { documentPageDef, masterDataPageDef, type PageDef } from '../pages/types';
import { type AnyCalls, type Conversion, defineDocument, type DocumentCalls, type DocumentOptions, type DocumentService, type GenericCall } from './define';
import { type DocumentMenuOptions, documentMenu, type Label, type MasterDataMenuOptions, masterDataMenu } from './menus';

/** What a receipt's read-only view shows: its child tables in order, and the header fields that lead (the shape renderers/receipt-details draws). */
export interface ReceiptView {
  tables: readonly string[];
  headFirst: readonly string[];
}

/** The list page: its url and labels, and what its page definition says besides the defaults. */
export type ListDecl = Partial<Omit<PageDef, 'url' | 'detailUrl' | 'entityCode'>> & { url: string; labels: Label };

interface StackDecl {
  entity: EntityDef;
  list: ListDecl;
  detail: { url: string; labels: Label };
  /** the read-only view of the entity's receipt type (查看单据, the flow task screen) */
  receiptView?: ReceiptView;
}

/** The service of a stack: its name and defineDocument's options but the entity and page, which are the stack's. */
type ServiceDecl<N extends string, K extends GenericCall, A extends Record<string, GenericCall>, V extends Record<string, Conversion>, X extends AnyCalls> = {
  service: N;
} & Omit<DocumentOptions<K, A, V, X>, 'entity' | 'page'>;
type AnyServiceDecl = ServiceDecl<string, GenericCall, Record<string, GenericCall>, Record<string, Conversion>, AnyCalls>;

/** What a stack yields: the entity, its page definition, its two menu nodes and its receipt views (by receipt type code). */
export interface PageStack {
  entity: EntityDef;
  page: PageDef;
  menu: MenuDef[];
  receiptViews: Readonly<Record<string, ReceiptView>>;
}

export interface ServiceStack<S extends DocumentService = DocumentService> extends PageStack {
  service: S;
}

/** A document: VformList + VformDetail with the document statuses, receipt buttons and its service (none when another service answers its calls). */
export function documentStack<
  const N extends string,
  const K extends GenericCall = GenericCall,
  const A extends Record<string, GenericCall> = Record<never, GenericCall>,
  const V extends Record<string, Conversion> = Record<never, Conversion>,
  X extends AnyCalls = Record<never, never>,
>(d: StackDecl & ServiceDecl<N, K, A, V, X> & { menu?: DocumentMenuOptions }): ServiceStack<DocumentService<N, DocumentCalls<K, A, V>, X>>;
export function documentStack(d: StackDecl & { menu?: DocumentMenuOptions }): PageStack;
export function documentStack(d: StackDecl & Partial<AnyServiceDecl> & { menu?: DocumentMenuOptions }): PageStack {
  const page = documentPageDef(d.list.url, d.detail.url, d.entity.code, pageOptions(d.list));
  const stack = pagesOf(d, page, documentMenu(page, d.list.labels, d.detail.labels, d.menu));
  return d.service ? ({ ...stack, service: serviceOf(d as AnyServiceDecl, page) } as ServiceStack) : stack;
}

/** A master-data list: VformList + VformDetail unique by code, crud and audit buttons; a service when it answers calls of its own. */
export function masterDataStack<
  const N extends string,
  const K extends GenericCall = GenericCall,
  const A extends Record<string, GenericCall> = Record<never, GenericCall>,
  const V extends Record<string, Conversion> = Record<never, Conversion>,
  X extends AnyCalls = Record<never, never>,
>(d: StackDecl & ServiceDecl<N, K, A, V, X> & { menu?: MasterDataMenuOptions }): ServiceStack<DocumentService<N, DocumentCalls<K, A, V>, X>>;
export function masterDataStack(d: StackDecl & { menu?: MasterDataMenuOptions }): PageStack;
export function masterDataStack(d: StackDecl & Partial<AnyServiceDecl> & { menu?: MasterDataMenuOptions }): PageStack {
  const page = masterDataPageDef(d.list.url, d.entity.code, { detailUrl: d.detail.url, ...pageOptions(d.list) });
  const stack = pagesOf(d, page, masterDataMenu(page, d.list.labels, d.detail.labels, d.menu));
  return d.service ? ({ ...stack, service: serviceOf(d as AnyServiceDecl, page) } as ServiceStack) : stack;
}

function pageOptions({ url: _url, labels: _labels, ...options }: ListDecl): Partial<PageDef> {
  return options;
}

function pagesOf(d: StackDecl, page: PageDef, menu: MenuDef[]): PageStack {
  const typeCode = d.entity.receipt?.typeCode;
  if (d.receiptView && !typeCode) throw new Error(`page stack ${page.url}: a receipt view, but entity ${d.entity.code} has no receipt type`);
  return { entity: d.entity, page, menu, receiptViews: d.receiptView && typeCode ? { [typeCode]: d.receiptView } : {} };
}

function serviceOf<N extends string, K extends GenericCall, A extends Record<string, GenericCall>, V extends Record<string, Conversion>, X extends AnyCalls>(
  { service, calls, aliases, conversions, itemsOf, own }: ServiceDecl<N, K, A, V, X>,
  page: PageDef,
): DocumentService<N, DocumentCalls<K, A, V>, X> {
  return defineDocument<N, K, A, V, X>(service, { entity: page.entityCode, page: page.url, calls, aliases, conversions, itemsOf, own });
}

// ---- what a module reads from its stacks ------------------------------------------------------

type Stacks = Readonly<Record<string, PageStack>>;

/** The page definitions of a module's stacks (the manifest's pages), in declaration order. */
export const stackPages = (stacks: Stacks): PageDef[] => Object.values(stacks).map((s) => s.page);

/** The entities of a module's stacks (the manifest's entities), in declaration order; one two stacks share, once. */
export const stackEntities = (stacks: Stacks): EntityDef[] => [...new Set(Object.values(stacks).map((s) => s.entity))];

/** The menu nodes of a module's stacks, in declaration order (each list followed by its detail). */
export const stackMenus = (stacks: Stacks): MenuDef[] => Object.values(stacks).flatMap((s) => s.menu);

/** A part's menu entries (PartMenuEntries.replace): each node of its stacks in place of its module's entry of the same url. */
export const stackEntries = (stacks: Stacks): Record<string, MenuDef[]> =>
  Object.fromEntries(Object.values(stacks).flatMap((s) => s.menu.map((node) => [node.url, [node]])));

/** The page definitions by the stack's key (what other code reads of one page: its url, its actions). */
export const pagesByKey = <S extends Stacks>(stacks: S): { [K in keyof S]: PageDef } =>
  Object.fromEntries(Object.entries(stacks).map(([k, s]) => [k, s.page])) as { [K in keyof S]: PageDef };

/** The read-only views of a module's receipt types (its web part's receiptViews). */
export function stackReceiptViews(stacks: Stacks): Readonly<Record<string, ReceiptView>> {
  return Object.assign({}, ...Object.values(stacks).map((s) => s.receiptViews));
}
