// A running script and the Formily form it scripts: effects change field states (required,
// disabled, shown, value), events tell the script what the user does. The detail page rebuilds its
// form after each save, so the script is bound to one form at a time and told `load` for each.
import { type Form, onFieldValueChange } from '@formily/core';
import type { Effect, EventContexts } from './protocol';
import type { ScriptSession } from './session';

/** A plain copy the sandbox can receive (form values are observable proxies; dates become text). */
export const snapshot = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null)) as unknown;

export interface ScriptUi {
  message(text: string, level: 'info' | 'success' | 'warning' | 'error'): void;
  addButton(code: string, label: string): void;
}

export interface FormTarget {
  apply(effect: Effect): void;
  bind(form: Form): void;
  unbind(form: Form): void;
}

type FieldEffect = Exclude<Effect, { op: 'message' | 'addButton' }>;

function applyToForm(form: Form, effect: FieldEffect, disabledByScript: Set<string>) {
  switch (effect.op) {
    case 'setRequired':
      form.setFieldState(effect.code, (s) => {
        s.required = effect.value;
      });
      return;
    case 'setVisible':
      // hidden keeps the value (display 'none' would drop it from the save)
      form.setFieldState(effect.code, (s) => {
        s.display = effect.value ? 'visible' : 'hidden';
      });
      return;
    case 'setDisabled':
      // a read-only form stays read-only, and only what the script disabled is enabled again
      if (form.pattern !== 'editable') return;
      form.setFieldState(effect.code, (s) => {
        if (effect.value && s.pattern === 'editable') {
          s.pattern = 'disabled';
          disabledByScript.add(effect.code);
        } else if (!effect.value && disabledByScript.delete(effect.code)) {
          s.pattern = 'editable';
        }
      });
      return;
    case 'setValue':
      if (form.pattern === 'editable') form.setValuesIn(effect.code, effect.value);
      return;
  }
}

/** Applies the script's effects to the bound form (those sent before any form is bound wait for it). */
export function createFormTarget(ui: ScriptUi): FormTarget {
  let form: Form | null = null;
  let disabledByScript = new Set<string>();
  const queued: FieldEffect[] = [];
  return {
    apply(effect) {
      if (effect.op === 'message') ui.message(effect.text, effect.level);
      else if (effect.op === 'addButton') ui.addButton(effect.code, effect.label);
      else if (form) applyToForm(form, effect, disabledByScript);
      else queued.push(effect);
    },
    bind(next) {
      form = next;
      disabledByScript = new Set();
      for (const effect of queued.splice(0)) applyToForm(next, effect, disabledByScript);
    },
    unbind(old) {
      if (form === old) form = null;
    },
  };
}

let bindings = 0;

/** Binds the form: `load` now, `fieldChange` for each change of a field a hook listens to. Answers the unbinding. */
export function bindForm(session: ScriptSession, target: FormTarget, form: Form, info: Omit<EventContexts['load'], 'values'>): () => void {
  const id = `tenant-script-${++bindings}`;
  target.bind(form);
  form.addEffects(id, () => {
    onFieldValueChange('*', (field) => {
      const code = field.path.toString();
      if (session.listens(code)) void session.emit('fieldChange', { code, value: snapshot(field.value), values: snapshot(form.values) });
    });
  });
  void session.emit('load', { ...info, values: snapshot(form.values) });
  return () => {
    form.removeEffects(id);
    target.unbind(form);
  };
}
