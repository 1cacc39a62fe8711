// The built-in `callService` action: posts [{entityCode, ids, url}] to the call the action names
// (e.g. /erp.Purchase/purchaseToArrival); the server does the work in one transaction and
// answers a message or nothing.
import { rpc } from '../../api/rpc';
import { parseServicePath } from '../list/dataSources';
import type { ActionHandler } from './registry';

const callService: ActionHandler = async ({ action, entityCode, records, pageUrl }) => {
  const target = action.call ? parseServicePath(action.call) : null;
  if (!target) throw new Error(`action ${action.code}: "call" must name one of our calls (/service.Name/method)`);
  const ids = records.map((r) => Number(r.id)).filter(Number.isFinite);
  const answer = await rpc<{ msg?: string } | string | null>(target.service, target.method, [{ entityCode, ids, url: pageUrl }], { ignoreError: true });
  return typeof answer === 'string' ? answer : (answer?.msg ?? undefined);
};

export default callService;
