import type { FormInstance } from 'antd';
import { serverErrors } from './serverErrors';

/**
 * Shows a refused save's messages on the form's fields (`shown`: the fields the form displays
 * now); answers what belongs to none of them, for one message above the form.
 */
export function applyServerErrors(form: FormInstance, error: unknown, arg: 'entity' | 'attribute', shown: readonly string[]): string | null {
  const { fields, message } = serverErrors(error, arg);
  const placed = Object.entries(fields).filter(([name]) => shown.includes(name));
  form.setFields(placed.map(([name, text]) => ({ name, errors: [text] })));
  const unplaced = Object.entries(fields)
    .filter(([name]) => !shown.includes(name))
    .map(([name, text]) => `${name}: ${text}`);
  return [message, ...unplaced].filter(Boolean).join('; ') || null;
}
