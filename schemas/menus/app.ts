// The App (mobile) menu nodes of areas that are no module yet: home (the modules add
// theirs: approvals, warehouse work, equipment checks). Page urls repeat Web urls (the same pages, laid
// out for a phone).
import { mod, screen } from './buttons';
import type { MenuDef } from './types';

export const appMenus: MenuDef[] = [
  mod('home', '首页', 'Home', 'HomeOutlined', [screen('home', '首页', 'Home', { icon: 'HomeOutlined' })]),
];
