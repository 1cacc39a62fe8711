// What a start event or user task declares as its form, read as Flowable reads it: the
// flowable:formKey (an entity or a designed form) and the flowable:formProperty entries (a property
// writes the variable its `variable` names, else its id; writable="false" is display only).
import type { ModdleElement } from '../bpmn/moddle';

/** variables the element's writable form properties set (flowable: or activiti: ones) */
export function formPropertiesOf(el: ModdleElement, activitiPrefixes: string[]): string[] {
  const out: string[] = [];
  for (const x of el.extensionElements?.values ?? []) {
    const isProperty = x.$type === 'flowable:FormProperty' || activitiPrefixes.some((p) => x.$type === `${p}:formProperty`);
    if (!isProperty || String(x.writable ?? 'true').trim() === 'false') continue;
    const name = String(x.variable ?? x.id ?? '').trim();
    if (name) out.push(name);
  }
  return out;
}
