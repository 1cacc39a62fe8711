// A gateway's MQTT messages to its variables: each task's variables by their topic (the machine's
// code put in), so one message — JSON, or a bare value — gives the reading of every variable that
// listens on its topic, taken at its JSON path.
import { atPath } from './convert';
import { type GatewayBinding, type TaskBinding, topicFor, type VarBinding } from './bindings';
import type { Ingest } from './ingest';

export type TopicIndex = Map<string, Array<{ task: TaskBinding; v: VarBinding }>>;

export function topicIndex(g: GatewayBinding): TopicIndex {
  const index: TopicIndex = new Map();
  for (const task of g.tasks) {
    for (const v of task.vars) {
      const topic = topicFor(v, task);
      if (!topic) continue;
      const list = index.get(topic) ?? [];
      if (!list.length) index.set(topic, list);
      list.push({ task, v });
    }
  }
  return index;
}

function parse(payload: Buffer): unknown {
  const text = payload.toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Hands a message's readings to the ingest; answers how many were taken. */
export function routeMessage(ingest: Ingest, g: GatewayBinding, index: TopicIndex, topic: string, payload: Buffer, at = new Date()): number {
  const listeners = index.get(topic);
  if (!listeners) return 0;
  const message = parse(payload);
  let taken = 0;
  for (const { task, v } of listeners) {
    const raw = atPath(message, v.jsonPath);
    if (raw !== undefined && ingest.add(g.tenantId, g.gatewayId, task.equipmentId, v, raw, at)) taken++;
  }
  return taken;
}
