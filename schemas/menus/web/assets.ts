// Web menu of areas not built yet: projects (project/*).
import { detail, list, mod } from '../buttons';
import type { MenuDef } from '../types';

export const projectModule: MenuDef = mod('project', '项目管理', 'Projects', 'ProjectOutlined', [
  list('project/list', '项目列表', 'Projects', 'project/detail'),
  detail('project/detail', '项目详情', 'Project detail'),
  list('project/bidList', '投标管理', 'Bids', 'project/bid'),
  // `project/bid` is the bid's own page opened from the bid list: treated as a detail page.
  detail('project/bid', '投标详情', 'Bid detail'),
]);
