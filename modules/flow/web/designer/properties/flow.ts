// A sequence flow's condition: a bpmn:FormalExpression whose body is the `${...}` the engine
// evaluates when the flow leaves a gateway or an activity.
import { cleared, textOf, type Bo, type PropertyWriter } from './moddle';

export function readCondition(bo: Bo): string {
  return textOf(bo.get('conditionExpression'), 'body');
}

export function writeCondition(w: PropertyWriter, bo: Bo, condition: string): void {
  const body = cleared(condition);
  w.update(bo, { conditionExpression: body ? w.moddle.create('bpmn:FormalExpression', { body }) : undefined });
}
