// The calls of 到货登记 and 退货单, declared with their page stacks (pages.ts) and named here as the
// server and the web client import them.
import { arrivalStacks } from './pages';

export type { RejectQuery } from './pages';
export const wmsArrival = arrivalStacks.Arrival.service;
export const wmsReject = arrivalStacks.Reject.service;
