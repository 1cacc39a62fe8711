// The moddle object model as the property modules see it, and how they write to it. Every write of
// a panel edit is ONE `update` call, so in the designer (writer over bpmn-js `modeling`) each edit is
// one undo step; in Node (plainWriter over bpmn-moddle) the same code sets the values directly.

// biome-ignore lint/suspicious/noExplicitAny: the moddle object model is untyped (bpmn-moddle ships no element types)
export type Bo = any;

export interface ModdleFactory {
  create(type: string, attrs?: Record<string, unknown>): Bo;
}

export interface PropertyWriter {
  readonly moddle: ModdleFactory;
  /** Sets `props` on `target` (an element's business object, or an object inside it); undefined removes. */
  update(target: Bo, props: Record<string, unknown>): void;
}

/** Writes straight into the moddle objects (tests, and anything outside the modeler). */
export function plainWriter(moddle: ModdleFactory): PropertyWriter {
  return {
    moddle,
    update(target, props) {
      for (const [key, value] of Object.entries(props)) target.set(key, value);
    },
  };
}

export const isA = (bo: Bo, type: string): boolean => !!bo && typeof bo.$instanceOf === 'function' && bo.$instanceOf(type);

/** A property as text ('' when unset); flowable attributes by their qualified name. */
export function textOf(bo: Bo, name: string): string {
  const v = bo?.get?.(name);
  return v === undefined || v === null ? '' : String(v);
}

/** A boolean property (unknown attributes come back as the strings the XML held). */
export function flagOf(bo: Bo, name: string): boolean {
  const v = bo?.get?.(name);
  return v === true || v === 'true';
}

/** Empty strings are stored as cleared values: the attribute is removed. */
export function cleared(value: string | null | undefined): string | undefined {
  const t = value?.trim();
  return t ? t : undefined;
}

/** Booleans that are false are removed too (every flag we write defaults to false). */
export const flag = (value: boolean | undefined): true | undefined => (value ? true : undefined);

/** A comma-joined attribute as a list. */
export function listOf(bo: Bo, name: string): string[] {
  return textOf(bo, name)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A list as the comma-joined attribute it is stored in (empty: removed). */
export const joined = (list: readonly string[]): string | undefined => cleared(list.map((s) => s.trim()).filter(Boolean).join(','));
