// bpmn-moddle 10 ships no types of its own entry; the engine reads its object model as data.
declare module 'bpmn-moddle' {
  export class BpmnModdle {
    constructor(packages?: Record<string, unknown>);
    // biome-ignore lint/suspicious/noExplicitAny: the moddle object model is untyped
    fromXML(xml: string): Promise<{ rootElement: any; warnings: Array<{ message: string }>; elementsById?: Record<string, any> }>;
    // biome-ignore lint/suspicious/noExplicitAny: the moddle object model is untyped
    toXML(element: any, options?: { format?: boolean }): Promise<{ xml: string }>;
  }
}
