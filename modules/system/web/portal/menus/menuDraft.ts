// A menu item's draft checked as the server checks it (schemas/rpc/portal-menu.ts), so the form
// says what is wrong before saving, and turned into the create / update arguments.
import { checkTemplateParams, type ParamsProblem } from '../../../../../schemas/pages/params-schema';
import { TMP_ID, type MenuCreate, type MenuItem, type MenuUpdate } from '../../../../../schemas/rpc/portal-menu';
import type { PortalType } from '../../../../../schemas/menus/types';
import type { MenuDraft, NewKind, TmpItem } from './menuTree';

/** i18n keys (menus.problem.*) of what is wrong with each field. */
export type DraftProblems = Partial<Record<keyof MenuDraft, string>>;

const CODE = /^[A-Za-z0-9_.-]+$/;
const URL = /^[A-Za-z0-9_\-/]+$/;
const ICON = /^[A-Za-z0-9]*$/;

export const hasParams = (type: number) => type === 2;
export const hasUrl = (type: number) => type === 2 || type === 4;
export const hasIcon = (type: number) => type !== 3;

export function draftProblems(draft: MenuDraft, type: number): DraftProblems {
  const problems: DraftProblems = {};
  if (!draft.name.trim()) problems.name = 'required';
  else if (draft.name.trim().length > 128) problems.name = 'tooLong';
  if (draft.nameEn.trim().length > 128) problems.nameEn = 'tooLong';
  if (!draft.code.trim()) problems.code = 'required';
  else if (!CODE.test(draft.code.trim())) problems.code = 'codeChars';
  if (type === 2 && !draft.url.trim()) problems.url = 'required';
  else if (draft.url.trim() && !URL.test(draft.url.trim())) problems.url = 'urlChars';
  if (!ICON.test(draft.icon)) problems.icon = 'iconName';
  if (draft.remark.length > 1024) problems.remark = 'tooLong';
  if (hasParams(type) && paramsProblems(draft.params).length) problems.params = 'params';
  return problems;
}

/** The template parameters' problems, each with its JSON path (live in the editor). */
export function paramsProblems(text: string): ParamsProblem[] {
  return checkTemplateParams(text);
}

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

function fieldsOf(draft: MenuDraft, type: number) {
  return {
    name: draft.name.trim(),
    nameEn: orNull(draft.nameEn),
    code: draft.code.trim(),
    url: hasUrl(type) ? orNull(draft.url) : null,
    remark: draft.remark.trim() === '' ? null : draft.remark,
    icon: hasIcon(type) ? orNull(draft.icon) : null,
    params: hasParams(type) ? orNull(draft.params) : null,
  };
}

export function createArgs(tmp: TmpItem, portalType: PortalType): MenuCreate {
  return { id: TMP_ID, type: tmp.type as NewKind, portalType, parentId: tmp.parentId, ...fieldsOf(tmp.draft, tmp.type) };
}

export function updateArgs(item: MenuItem, draft: MenuDraft): MenuUpdate {
  return { id: item.id, ...fieldsOf(draft, item.type) };
}

/** The skeleton the "from template" button puts into an empty editor. */
export const PARAMS_SKELETON = JSON.stringify({ class: 'VformList', entityCode: '' }, null, 2);
