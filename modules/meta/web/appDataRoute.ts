// meta/AppDataDetail shows the records of the entity named by `entityCode` with the low-code
// templates: DataList (v0) for the list, DataDetail for one record, both at this same path. This
// builds the low-code route the templates expect from a menu item's params, and the function
// codes their buttons ask for, from the query and the role's meta.entity.data.
import type { NavNode } from '../../../schemas/menus/types';
import type { AppRoute } from '../../../src/app/routes/types';
import type { PermissionMap } from '../../../src/engine/permissions';
import type { Operation } from '../../../src/templates/shared/functionCodes';
import { META_FUNCTIONS } from './metaPermissions';
import { APP_DATA_PATH, appDataHref } from './viewDataTarget';

/** Prefix of the record function codes given to the templates (granted by meta.entity.data). */
export const APP_DATA_PREFIX = 'meta.appData';
const WRITES: readonly Operation[] = ['create', 'update', 'delete', 'audit', 'deApproval'];

export interface AppDataQuery {
  entityCode: string;
  /** the tab and list title (查看数据 passes the entity's name) */
  title: string | null;
  /** a detail query (formId is always in a detail link the list builds) */
  detail: boolean;
  /** a detail's list (its `url`), when it is a list of this page */
  listUrl: string | null;
}

export function readAppDataQuery(search: URLSearchParams): AppDataQuery {
  const detail = search.has('formId');
  const url = search.get('url');
  return {
    entityCode: (search.get('entityCode') ?? '').trim(),
    title: search.get('titleName') || (detail ? search.get('title') : null) || null,
    detail,
    listUrl: detail && url?.startsWith(`${APP_DATA_PATH}?`) ? url : null,
  };
}

/**
 * The route the templates see: list and detail at this page's path; the list's url keeps the
 * entity (and title) so that a detail's 返回 comes back to the same list. The page node carries
 * the template's record codes and no field metadata (tenant entities have no page fields: the
 * engine builds the pages from the entity's attributes).
 */
export function appDataRoute(route: AppRoute, query: AppDataQuery): AppRoute {
  const node: NavNode | null = route.meta.node
    ? {
        ...route.meta.node,
        copyTag: false,
        functionControlTag: false,
        functionList: WRITES.map((op) => `${APP_DATA_PREFIX}.${op}`),
        buttons: [],
      }
    : null;
  const title = query.title ?? query.entityCode;
  return {
    ...route,
    template: query.detail ? 'DataDetail' : 'DataList',
    meta: {
      ...route.meta,
      title,
      titleIntl: { en_US: title },
      node,
      lowcode: {
        kind: query.detail ? 'detail' : 'list',
        params: { class: 'DataList', entityCode: query.entityCode, detailClass: 'DataDetail' },
        listUrl: query.listUrl ?? appDataHref(query.entityCode, query.title ?? undefined),
        detailUrl: APP_DATA_PATH,
        detailClass: 'DataDetail',
        listNode: node,
      },
    },
  };
}

/** The role's map plus the template's record codes when it holds meta.entity.data (on 实体管理 or a copy of it). */
export function appDataPermissions(map: PermissionMap): PermissionMap {
  const code = META_FUNCTIONS.data;
  const granted = Object.keys(map).some((key) => map[key] === true && (key === code || key.endsWith(`@${code}`)));
  if (!granted) return map;
  return { ...map, ...Object.fromEntries(WRITES.map((op) => [`${APP_DATA_PREFIX}.${op}`, true as const])) };
}
