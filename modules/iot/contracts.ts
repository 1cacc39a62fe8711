// The IoT module's calls beyond its records' generic ones: a gateway's live values and a variable's
// history (the gateway detail's live panel and trend), and setting a gateway's credentials (kept
// server side: no call answers them).
import { z } from 'zod';
import { args, call, defineService } from '../../schemas/rpc/define';
import { GATEWAY_DETAIL, GATEWAY_LIST } from './pages';

const id = z.number().int().positive();
const readGateway = { anyOf: [{ page: GATEWAY_DETAIL }, { page: GATEWAY_LIST }] } as const;

/** One machine variable's newest value, as live screens show it. */
export interface LiveValue {
  variableId: number;
  equipmentId: number;
  code: string;
  name: string;
  unit: string | null;
  signal: string | null;
  equipmentCode: string;
  /** decimal text (exact) */
  value: string;
  /** 'H' above the high limit, 'L' below the low limit, null within */
  flag: string | null;
  at: string;
}

export interface GatewayLive {
  gatewayId: number;
  status: string;
  lastSeen: string | null;
  values: LiveValue[];
}

export interface HistoryPoint {
  at: string;
  value: string;
}

const historyArgs = z.object({
  gatewayId: id,
  variableId: id,
  equipmentId: id,
  /** ISO moments; default: the last hour */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  limit: z.number().int().min(1).max(5000).default(600),
});
export type HistoryArgs = z.input<typeof historyArgs>;

const credentials = z.object({
  gatewayId: id,
  username: z.string().max(128).default(''),
  password: z.string().max(256).default(''),
});
export type Credentials = z.input<typeof credentials>;

export const iotGatewayService = defineService('iot.Gateway', {
  /** [{gatewayId}]: the gateway's status and the newest value of each variable of its tasks' machines */
  live: call<[{ gatewayId: number }], GatewayLive>(args(['gateway', z.object({ gatewayId: id })]), readGateway),
  /** [{gatewayId, variableId, equipmentId, from?, to?, limit?}]: a variable's values on one of the gateway's machines, oldest first */
  history: call<[HistoryArgs], HistoryPoint[]>(args(['range', historyArgs]), readGateway),
  /** [{gatewayId, username, password}]: replaces the gateway's credentials (both empty: removes them); answers only that they are set */
  setCredentials: call<[Credentials], { credentialsSet: boolean }>(args(['credentials', credentials]), { page: GATEWAY_LIST, op: 'update' }, { log: true }),
});
