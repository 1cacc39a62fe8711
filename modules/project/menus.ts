// 项目管理 (Web): the projects and the bids, each a list with its detail.
import { mod } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';
import { projectStacks } from './pages';

export const projectMenu: MenuDef = mod('project', '项目管理', 'Projects', 'ProjectOutlined', [...projectStacks.Project.menu, ...projectStacks.Bid.menu]);
