// One declaration per document service: the entity and page it is bound to, which of the generic
// record calls it answers (and under which other names), its conversions ("create from") and its
// own calls. From it come the contract (here: read by server and web client alike, so nothing of
// the server is imported) and, on the server, the whole implementation (server/records/
// document-service.ts), which takes only the module's own handlers.
import type { CallContract, ServiceContract } from '../rpc/define';
import { defineService } from '../rpc/define';
import { conversionCall, receiptCalls } from '../rpc/receiptCalls';

/** The generic record calls of a document bound to one entity and page. */
export type GenericCalls = ReturnType<typeof receiptCalls>;
export type GenericCall = keyof GenericCalls;
type ConversionContract = ReturnType<typeof conversionCall>;
// biome-ignore lint/suspicious/noExplicitAny: any contract, whatever its arguments and answer
export type AnyCalls = Record<string, CallContract<any, any>>;

export const GENERIC_CALLS = [
  'create',
  'modify',
  'detail',
  'commit',
  'audit',
  'auditByIds',
  'deApproval',
  'manualFinish',
  'repeal',
  'removeByIds',
  'summaryPage',
  'summaryItemPage',
  'leadIn',
] as const satisfies readonly GenericCall[];

/** The names several services give detail and removeByIds as well (wms.*, task.Order): get and remove. */
export const GET_REMOVE = { get: 'detail', remove: 'removeByIds' } as const;

/**
 * Where a conversion's draft comes from: the argument key carrying the source's id; `link` when the
 * declared link's code is not the call's name.
 */
export type Conversion = string | { from: string; link: string };

/** What the server needs to implement a declared document service. */
export interface DocumentDecl {
  entity: string;
  page: string;
  /** the generic calls it answers: its name → the generic call */
  generic: Readonly<Record<string, GenericCall>>;
  conversions: Readonly<Record<string, { from: string; link: string }>>;
  /** the child table summaryItemPage lists (default items) */
  itemsOf?: string;
}

export interface DocumentOptions<K extends GenericCall, A extends Record<string, GenericCall>, V extends Record<string, Conversion>, X extends AnyCalls> {
  entity: string;
  page: string;
  /** the generic calls it answers under their own names (default: all of them) */
  calls?: readonly K[];
  /** generic calls answered under another name as well (the spec's get for detail, remove for removeByIds …) */
  aliases?: A;
  /** conversion calls: call name → the source id's key (and the link, when not named like the call) */
  conversions?: V;
  itemsOf?: string;
  /** the module's own calls (given the generic ones when they reuse their argument shapes, and the page their writes go through) */
  own?: X | ((generic: GenericCalls, page: string) => X);
}

export type DocumentCalls<K extends GenericCall, A extends Record<string, GenericCall>, V extends Record<string, Conversion>> = Pick<GenericCalls, K> & {
  [N in keyof A]: GenericCalls[A[N]];
} & { [N in keyof V]: ConversionContract };

export interface DocumentService<N extends string = string, C extends AnyCalls = AnyCalls, X extends AnyCalls = AnyCalls> extends ServiceContract<N, C & X> {
  document: DocumentDecl;
  /** phantom: the module's own calls, which the server implementation asks handlers for */
  readonly own?: X;
}

export function defineDocument<
  const N extends string,
  const K extends GenericCall = GenericCall,
  const A extends Record<string, GenericCall> = Record<never, GenericCall>,
  const V extends Record<string, Conversion> = Record<never, Conversion>,
  X extends AnyCalls = Record<never, never>,
>(name: N, d: DocumentOptions<K, A, V, X>): DocumentService<N, DocumentCalls<K, A, V>, X> {
  const generic = receiptCalls(d.entity, d.page);
  const names: Record<string, GenericCall> = {};
  for (const k of d.calls ?? GENERIC_CALLS) names[k] = k;
  for (const [alias, k] of Object.entries(d.aliases ?? {})) names[alias] = k;
  const conversions = Object.fromEntries(Object.entries(d.conversions ?? {}).map(([call, c]) => [call, typeof c === 'string' ? { from: c, link: call } : c]));
  const own = typeof d.own === 'function' ? d.own(generic, d.page) : (d.own ?? ({} as X));
  const calls = {
    ...Object.fromEntries(Object.entries(names).map(([n, k]) => [n, generic[k]])),
    ...Object.fromEntries(Object.entries(conversions).map(([n, c]) => [n, conversionCall(c.from, d.entity, d.page)])),
    ...own,
  } as DocumentCalls<K, A, V> & X;
  const document: DocumentDecl = { entity: d.entity, page: d.page, generic: names, conversions, ...(d.itemsOf ? { itemsOf: d.itemsOf } : {}) };
  return { ...defineService(name, calls), document };
}
