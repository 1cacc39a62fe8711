// Builders of nav nodes and sessions for the web unit tests.
import type { NavNode } from '../../../schemas/menus/types';
import type { Session } from '../../../schemas/rpc/portal';

let nextId = 1;

export function navNode(partial: Partial<NavNode> & Pick<NavNode, 'code'>): NavNode {
  const id = partial.id ?? nextId++;
  return {
    id,
    menuId: id,
    parentId: null,
    name: partial.code,
    nameIntl: {},
    url: null,
    icon: null,
    type: 2,
    portalType: 'Web',
    sn: id,
    lowcodeTag: false,
    params: null,
    pageType: 'Business',
    hidden: false,
    functionControlTag: false,
    copyTag: false,
    baseUrl: null,
    functionList: [],
    buttons: [],
    children: [],
    ...partial,
  };
}

export function moduleNode(code: string, name: string, children: NavNode[], extra: Partial<NavNode> = {}): NavNode {
  return navNode({ code, name, type: 1, children, ...extra });
}

export function pageNode(code: string, url: string, name = code, extra: Partial<NavNode> = {}): NavNode {
  return navNode({ code, url, name, type: 2, ...extra });
}

export function button(code: string, detailAppCode: string | null = null) {
  return { code, name: code, detailPath: null, templateCode: null, detailAppCode };
}

export function makeSession(partial: Partial<Session> = {}): Session {
  const role = { id: 7, code: 'admin', name: '管理员', nameIntl: { en_US: 'Administrator' }, defaultTag: true, dataScope: 'Whole' as const };
  return {
    token: 'token-1',
    tenant: { id: '00000100', code: 'demo', name: '演示 制造', industryCode: 'Manufacturing' },
    user: { id: 11, tenantId: '00000100', code: 'admin', name: '张 三', personId: 501, role: role.id, kind: 0 },
    role,
    roles: [role],
    language: 'zh_CN',
    portalType: 'Web',
    ...partial,
  };
}
