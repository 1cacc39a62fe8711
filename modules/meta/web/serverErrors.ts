// Where a refused metadata write puts its messages. The server answers 400 with either a body
// {fields: {path: message}} or a message naming the argument (`attribute.code: must ...`, several
// joined by `; `). Paths under the form's argument (`entity.` / `attribute.`) go on that field; the
// rest is one message for the whole form.
import { RpcError } from '../../../src/api/errors';

export interface ServerErrors {
  /** form field → message */
  fields: Record<string, string>;
  /** what belongs to no field (or the whole message when nothing does) */
  message: string | null;
}

/** Form field names that differ from the payload's (digits.int → digitsInt, options.0.value → options). */
const FIELD_OF: Record<string, string> = { digits: 'digitsInt' };

function fieldOf(path: string, arg: string): string | null {
  const parts = path.split(/[.[\]]+/).filter(Boolean);
  if (parts[0] !== arg || parts.length < 2) return null;
  const name = parts[1];
  return FIELD_OF[name] ?? name;
}

export function serverErrors(error: unknown, arg: 'entity' | 'attribute'): ServerErrors {
  const msg = error instanceof RpcError ? error.msg : error instanceof Error ? error.message : '';
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  const body = error instanceof RpcError ? error.body : null;
  const bodyFields = body && typeof body === 'object' ? (body as { fields?: unknown }).fields : null;
  if (error instanceof RpcError && error.code === 400 && bodyFields && typeof bodyFields === 'object') {
    for (const [path, message] of Object.entries(bodyFields as Record<string, unknown>)) {
      if (typeof message !== 'string') continue;
      const field = fieldOf(path, arg) ?? fieldOf(`${arg}.${path}`, arg);
      if (field && !fields[field]) fields[field] = message;
    }
  }
  if (error instanceof RpcError && error.code === 400 && !Object.keys(fields).length) {
    for (const part of msg.split('; ')) {
      const m = /^([\w.[\]]+): (.+)$/s.exec(part.trim());
      const field = m ? fieldOf(m[1], arg) : null;
      if (field && m) {
        if (!fields[field]) fields[field] = m[2];
      } else if (part.trim()) rest.push(part.trim());
    }
    return { fields, message: rest.length ? rest.join('; ') : null };
  }
  return { fields, message: Object.keys(fields).length ? null : msg || null };
}
