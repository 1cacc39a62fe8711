// The menu items of 版本管理: a System page (the platform tenant's only) as a low-code list with its
// detail, crud plus 运行版本.
import { actionButtons, crud, detail, fnPrefix, page } from '../../../schemas/menus/buttons';
import type { MenuDef } from '../../../schemas/menus/types';
import { paramsOf } from '../../../schemas/pages/types';
import { versionPages as vp } from '../pages/versions';

export const versionMenuItems: MenuDef[] = [
  page(vp.ClientVersion.url, '版本管理', 'Versions', {
    system: true,
    buttons: [...crud(fnPrefix(vp.ClientVersion.url), vp.ClientVersion.detailUrl), ...actionButtons(vp.ClientVersion)],
    params: JSON.stringify(paramsOf(vp.ClientVersion)),
    lowcodeTag: true,
  }),
  detail(vp.ClientVersion.detailUrl, '版本详情', 'Version detail', { system: true }),
];
