// The Hmi (industrial computer) menu nodes of areas that are no module yet: none today (the
// production module adds the work order station, the equipment module the machines' status).
import type { MenuDef } from './types';

export const hmiMenus: MenuDef[] = [];
