// Typed clients of the role and permission-definition calls used by 角色管理 and 分配权限 (only
// types come from the contracts: zod stays out of the bundle).
import type { portalRight } from '../../contracts/rights';
import type { portalRole } from '../../contracts/roles';
import type { portalApi } from '../../../../schemas/rpc/portal-menu';
import { client } from '../../../../src/api/services';

export const RoleApi = client<typeof portalRole>('portal.Role');
export const RightApi = client<typeof portalRight>('portal.Right');
export const ApiCatalogue = client<typeof portalApi>('portal.Api');

/** The same lists as the contracts (not imported from there: those modules hold zod). */
export const DATA_SCOPES = ['Self', 'Depart', 'DepartWithChildren', 'Organ', 'OrganWithChildren', 'Whole'] as const;
export const LOGIN_TYPES = ['Password', 'Sms', 'Wechat'] as const;
export const ROLE_FUNCTIONS = { create: 'portal.role.create', update: 'portal.role.update', delete: 'portal.role.delete', allocate: 'portal.role.allocate' } as const;
