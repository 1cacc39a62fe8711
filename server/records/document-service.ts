// The server side of a declared document service (schemas/documents/define.ts): the generic record
// handlers bound to its entity under every name it answers, a draft-from-source handler per declared
// conversion, and the module's own handlers (which may also replace a generic one).
import type { DocumentService, GenericCall } from '../../schemas/documents/define';
import { implement, type ServiceImpl } from '../modules/types';
import type { CallContext, Handlers } from '../rpc/registry';
import { conversionHandler, receiptHandlers } from './receipt-service';

type CallsOf<S extends DocumentService> = S['calls'];
type OwnOf<S extends DocumentService> = NonNullable<S['own']>;
type Handler = (ctx: CallContext, args: never) => Promise<unknown>;

/** Every declared call's handler except the module's own: generic ones by name, conversions. */
export function documentHandlers<S extends DocumentService>(service: S): Handlers<CallsOf<S>> {
  const d = service.document;
  const generic = receiptHandlers(d.entity, d.itemsOf ? { itemsOf: d.itemsOf } : {}) as Record<GenericCall, Handler>;
  const out: Record<string, Handler> = {};
  for (const [name, k] of Object.entries(d.generic)) out[name] = generic[k];
  for (const [name, c] of Object.entries(d.conversions)) out[name] = conversionHandler(d.entity, c.link, c.from);
  return out as unknown as Handlers<CallsOf<S>>;
}

/** The declared service implemented: its generic calls and conversions, plus the module's own handlers. */
export function implementDocument<S extends DocumentService>(
  service: S,
  own: Handlers<OwnOf<S>> & Partial<Handlers<CallsOf<S>>>,
  opts: { aliases?: readonly string[]; multipart?: readonly string[] } = {},
): ServiceImpl {
  return implement(service, { ...documentHandlers(service), ...own } as never, opts as never);
}
