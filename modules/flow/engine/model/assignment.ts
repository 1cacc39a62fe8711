// Who a user task names, read as Flowable reads it. Comma lists (flowable:candidateUsers,
// candidateGroups) split only at commas outside `${...}` / `#{...}`: `${'user1, user2'}` is one
// expression, evaluated first and its result split afterwards (user-task.ts). The standard
// resource roles: humanPerformer's formal expression is the assignee; potentialOwner's is a comma
// list of `user(x)` (a candidate user), `group(y)` or a bare name (a candidate group).
import type { ModdleElement } from '../bpmn/moddle';

/** splits at the commas that lie outside expressions and quotes; parts trimmed, empty ones dropped */
export function splitOutsideExpressions(s: unknown): string[] {
  if (typeof s !== 'string') return [];
  const out: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (depth > 0 && quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = null;
    } else if (depth > 0 && (ch === "'" || ch === '"')) quote = ch;
    else if ((ch === '$' || ch === '#') && s[i + 1] === '{') {
      depth++;
      i++;
    } else if (depth > 0 && ch === '{') depth++;
    else if (depth > 0 && ch === '}') depth--;
    else if (depth === 0 && ch === ',') {
      out.push(s.slice(start, i));
      start = i + 1;
    }
  }
  out.push(s.slice(start));
  return out.map((x) => x.trim()).filter(Boolean);
}

export interface ResourceRoles {
  /** humanPerformer: the assignee */
  performer: string | null;
  /** potentialOwner: candidate users and groups */
  users: string[];
  groups: string[];
}

const formal = (role: ModdleElement): string | null => {
  const body = role?.resourceAssignmentExpression?.expression?.body;
  return typeof body === 'string' && body.trim() ? body.trim() : null;
};

export function resourceRolesOf(el: ModdleElement): ResourceRoles {
  const out: ResourceRoles = { performer: null, users: [], groups: [] };
  for (const role of el.resources ?? []) {
    const text = formal(role);
    if (!text) continue;
    if (role.$type === 'bpmn:PotentialOwner') {
      for (const part of splitOutsideExpressions(text)) {
        const m = /^(user|group)\((.*)\)$/s.exec(part);
        if (m?.[1] === 'user') out.users.push(m[2].trim());
        else out.groups.push(m ? m[2].trim() : part);
      }
    } else if (role.$type === 'bpmn:HumanPerformer') out.performer = text;
  }
  return out;
}
