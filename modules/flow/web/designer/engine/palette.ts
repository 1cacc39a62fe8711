// The palette (130 px, at the left): exactly start, intermediate, end, gateway, task, user task, sign task (a
// user task with a parallel multi-instance loop: 会签), sub-process, data object, data store,
// expanded sub-process and group. It replaces bpmn-js's palette provider under the same name.
import type { Translate } from './translate';

// biome-ignore lint/suspicious/noExplicitAny: diagram-js services are untyped here
type Service = any;

export const PALETTE_ENTRIES = [
  'create.start-event',
  'create.intermediate-event',
  'create.end-event',
  'create.exclusive-gateway',
  'create.task',
  'create.user-task',
  'create.sign-task',
  'create.subprocess-collapsed',
  'create.data-object',
  'create.data-store',
  'create.subprocess-expanded',
  'create.group',
] as const;

export function DesignerPalette(this: Service, palette: Service, create: Service, elementFactory: Service, bpmnFactory: Service, translate: Translate) {
  const start = (event: Event, shapes: Service) => (Array.isArray(shapes) ? create.start(event, shapes, { hints: { autoSelect: [shapes[0]] } }) : create.start(event, shapes));
  const entry = (group: string, className: string, title: string, make: () => Service) => {
    const action = (event: Event) => start(event, make());
    return { group, className, title: translate(title), action: { dragstart: action, click: action } };
  };
  const shape = (type: string, extra: Record<string, unknown> = {}) => () => elementFactory.createShape({ type, ...extra });

  this.getPaletteEntries = () => {
    const entries: Record<(typeof PALETTE_ENTRIES)[number], Service> = {
      'create.start-event': entry('event', 'bpmn-icon-start-event-none', 'Create start event', shape('bpmn:StartEvent')),
      'create.intermediate-event': entry('event', 'bpmn-icon-intermediate-event-none', 'Create intermediate/boundary event', shape('bpmn:IntermediateThrowEvent')),
      'create.end-event': entry('event', 'bpmn-icon-end-event-none', 'Create end event', shape('bpmn:EndEvent')),
      'create.exclusive-gateway': entry('gateway', 'bpmn-icon-gateway-xor', 'Create gateway', shape('bpmn:ExclusiveGateway')),
      'create.task': entry('activity', 'bpmn-icon-task', 'Create task', shape('bpmn:Task')),
      'create.user-task': entry('activity', 'bpmn-icon-user-task', 'Create user task', shape('bpmn:UserTask')),
      'create.sign-task': entry('activity', 'bpmn-icon-user-task sign-task', 'Create sign task', () => {
        const bo = bpmnFactory.create('bpmn:UserTask');
        const loop = bpmnFactory.create('bpmn:MultiInstanceLoopCharacteristics', { isSequential: false });
        loop.$parent = bo;
        bo.loopCharacteristics = loop;
        return elementFactory.createShape({ type: 'bpmn:UserTask', businessObject: bo });
      }),
      'create.subprocess-collapsed': entry('activity', 'bpmn-icon-subprocess-collapsed', 'Create sub-process', shape('bpmn:SubProcess', { isExpanded: false })),
      'create.data-object': entry('data-object', 'bpmn-icon-data-object', 'Create data object reference', shape('bpmn:DataObjectReference')),
      'create.data-store': entry('data-store', 'bpmn-icon-data-store', 'Create data store reference', shape('bpmn:DataStoreReference')),
      'create.subprocess-expanded': entry('expanded-sub-process', 'bpmn-icon-subprocess-expanded', 'Create expanded sub-process', () => {
        const sub = elementFactory.createShape({ type: 'bpmn:SubProcess', x: 0, y: 0, isExpanded: true });
        const inner = elementFactory.createShape({ type: 'bpmn:StartEvent', x: 40, y: 82, parent: sub });
        return [sub, inner];
      }),
      'create.group': entry('artifact', 'bpmn-icon-group', 'Create group', shape('bpmn:Group')),
    };
    return entries;
  };
  palette.registerProvider(this);
}
DesignerPalette.$inject = ['palette', 'create', 'elementFactory', 'bpmnFactory', 'translate'];

/** The didi module: our provider under bpmn-js's name, so the default one is not created. */
export const paletteModule = { paletteProvider: ['type', DesignerPalette] };
