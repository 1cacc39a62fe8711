// A user task's assignment: who may act on it (userType: a fixed assignee, candidate
// users or candidate groups), whether that is drawn now (fixed) or read from a `${...}` expression
// when the task starts (dynamic), and who gets a copy (copyUserType COPY_USER / COPY_ROLE).
// Candidate groups hold roles as ROLE<id> and departments as DEPT<id>; anything else (a group name,
// an expression) is kept as it came.
import { cleared, joined, listOf, textOf, type Bo, type PropertyWriter } from './moddle';

export const USER_TYPES = ['assignee', 'candidateUsers', 'candidateGroups'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const DATA_TYPES = ['fixed', 'dynamic'] as const;
export type DataType = (typeof DATA_TYPES)[number];

const ATTR: Record<UserType, string> = {
  assignee: 'flowable:assignee',
  candidateUsers: 'flowable:candidateUsers',
  candidateGroups: 'flowable:candidateGroups',
};

export interface Assignment {
  userType: UserType;
  dataType: DataType;
  /** the attribute of the user type as stored (one id, a comma list, or an expression) */
  value: string;
}

const isUserType = (s: string): s is UserType => (USER_TYPES as readonly string[]).includes(s);

export function readAssignment(bo: Bo): Assignment {
  const declared = textOf(bo, 'flowable:userType');
  // files from other designers carry no userType: the first attribute that is set says it
  const userType: UserType = isUserType(declared) ? declared : (USER_TYPES.find((t) => textOf(bo, ATTR[t])) ?? 'assignee');
  const value = textOf(bo, ATTR[userType]);
  const declaredData = textOf(bo, 'flowable:dataType');
  const dataType: DataType = declaredData === 'dynamic' || declaredData === 'fixed' ? declaredData : value.includes('${') ? 'dynamic' : 'fixed';
  return { userType, dataType, value };
}

/**
 * Writes the assignment in one step: the chosen user type's attribute holds the value, the other
 * two are removed (the engine would otherwise read them too).
 */
export function writeAssignment(w: PropertyWriter, bo: Bo, a: Assignment): void {
  const props: Record<string, unknown> = { 'flowable:userType': a.userType, 'flowable:dataType': a.dataType };
  for (const t of USER_TYPES) props[ATTR[t]] = t === a.userType ? cleared(a.value) : undefined;
  w.update(bo, props);
}

/** The other attributes a file may hold besides the one its user type names (kept until the type is changed). */
export function otherAssignments(bo: Bo, userType: UserType): Array<{ userType: UserType; value: string }> {
  return USER_TYPES.filter((t) => t !== userType && textOf(bo, ATTR[t])).map((t) => ({ userType: t, value: textOf(bo, ATTR[t]) }));
}

// ---- groups ----------------------------------------------------------------------------------------

export const ROLE_PREFIX = 'ROLE';
export const DEPT_PREFIX = 'DEPT';

export interface Groups {
  roles: number[];
  departments: number[];
  /** group names and expressions that are neither (kept as they are) */
  others: string[];
}

export function splitGroups(list: readonly string[]): Groups {
  const out: Groups = { roles: [], departments: [], others: [] };
  for (const g of list) {
    const m = /^(ROLE|DEPT)(\d+)$/.exec(g);
    if (!m) out.others.push(g);
    else (m[1] === ROLE_PREFIX ? out.roles : out.departments).push(Number(m[2]));
  }
  return out;
}

export function joinGroups(g: Groups): string[] {
  return [...g.others, ...g.roles.map((id) => `${ROLE_PREFIX}${id}`), ...g.departments.map((id) => `${DEPT_PREFIX}${id}`)];
}

export const splitList = (value: string): string[] =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export const joinList = (list: readonly string[]): string => joined(list) ?? '';

// ---- copies -------------------------------------------------------------------------------------

export const COPY_TYPES = ['COPY_USER', 'COPY_ROLE'] as const;
export type CopyType = (typeof COPY_TYPES)[number];

export interface CopyRecipients {
  /** '' when the task sends no copies */
  type: CopyType | '';
  /** COPY_USER: user ids */
  users: string[];
  /** COPY_ROLE: ROLE<id> (and DEPT<id>) groups */
  groups: string[];
}

export function readCopy(bo: Bo): CopyRecipients {
  const users = listOf(bo, 'flowable:copyCandidateUsers');
  const groups = listOf(bo, 'flowable:copyCandidateGroups');
  const declared = textOf(bo, 'flowable:copyUserType');
  const type: CopyRecipients['type'] = declared === 'COPY_USER' || declared === 'COPY_ROLE' ? declared : users.length ? 'COPY_USER' : groups.length ? 'COPY_ROLE' : '';
  return { type, users, groups };
}

/** One step: the chosen kind's list is stored, the other removed; no type removes all three. */
export function writeCopy(w: PropertyWriter, bo: Bo, c: CopyRecipients): void {
  w.update(bo, {
    'flowable:copyUserType': c.type || undefined,
    'flowable:copyCandidateUsers': c.type === 'COPY_USER' ? joined(c.users) : undefined,
    'flowable:copyCandidateGroups': c.type === 'COPY_ROLE' ? joined(c.groups) : undefined,
  });
}
