// The shape of a default menu tree as declared in schemas/menus and seeded into `menu`.
// The nav tree the server answers (portal.MenuAlloc/getAllocatedPortalTree) is NavNode below.

export const PORTAL_TYPES = ['Web', 'App', 'Hmi'] as const;
export type PortalType = (typeof PORTAL_TYPES)[number];

/** Menu item types: root 0, module 1, page 2, button 3, flow 4. */
export const MenuType = { Root: 0, Module: 1, Page: 2, Button: 3, Flow: 4 } as const;
export type MenuTypeValue = (typeof MenuType)[keyof typeof MenuType];

/** A function (button) of a page: its code is a function code granted to roles that hold it. */
export interface ButtonDef {
  /** function code, e.g. `mdm.supplier.create` */
  code: string;
  name: string;
  nameEn: string;
  /** page path the button opens (e.g. a detail page), when it opens one */
  detailPath?: string;
  templateCode?: string;
  /** app code of the detail the button opens: grants `${detailAppCode}@${code}` */
  detailAppCode?: string;
}

export interface MenuDef {
  /** unique within the portal; pages use their url with `/` → `.` (e.g. `mdm.Supplier`) */
  code: string;
  /** zh_CN name, exactly as the customer calls it */
  name: string;
  /** en_US name */
  nameEn: string;
  type: 1 | 2 | 4;
  /** page path under the tenant shell, e.g. `mdm/Supplier`; http(s) URLs are external pages */
  url?: string;
  /** antd icon component name, e.g. `ShopOutlined` */
  icon?: string;
  /** JSON parameter string of a low-code page (names the template class) */
  params?: string;
  /** System pages are shown to the platform tenant only */
  pageType?: 'System' | 'Business';
  /** detail/auxiliary pages: routable and permitted, but not listed in the side menu */
  hidden?: boolean;
  /** page details (fields) are fetched for this page */
  functionControlTag?: boolean;
  /** the page may be copied by tenants */
  needCopy?: boolean;
  lowcodeTag?: boolean;
  remark?: string;
  buttons?: ButtonDef[];
  children?: MenuDef[];
  /**
   * a module's top-level node: where it sits among the portal's top-level nodes — right after (or
   * before) the node of this code; neither: at the end. Read by the catalogue only.
   */
  after?: string;
  before?: string;
  /** a module's top-level node that opens its portal's menu (the workbench): placed before every other */
  first?: boolean;
}

/** One node of the allocated nav tree answered to the web app. */
export interface NavNode {
  id: number;
  /** the menu catalogue id the node allocates */
  menuId: number;
  parentId: number | null;
  code: string;
  name: string;
  nameIntl: Record<string, string>;
  url: string | null;
  icon: string | null;
  type: MenuTypeValue;
  portalType: PortalType;
  sn: number;
  lowcodeTag: boolean;
  params: string | null;
  pageType: 'System' | 'Business';
  hidden: boolean;
  functionControlTag: boolean;
  /** a tenant's copy of a base page: own code/url, same component as baseUrl */
  copyTag: boolean;
  baseUrl: string | null;
  /** function codes of the page allocated to the role */
  functionList: string[];
  buttons: Array<{ code: string; name: string; detailPath: string | null; templateCode: string | null; detailAppCode: string | null }>;
  children: NavNode[];
}
