// 委外 (subcontracting): subcontracted operations and outsourced production orders — declarations
// merged into the production module, their page stacks (pages.ts) in place of the planned
// task/Subcontract, task/OutsourceList and pmt/OutsourceProduceOrderList entries and their details.
import { stackEntities, stackEntries, stackPages } from '../../../schemas/documents/stack';
import { definePart } from '../../../schemas/modules/define';
import { outsourceStacks } from './pages';

export const outsourcePart = definePart({
  code: 'outsource',
  entities: stackEntities(outsourceStacks),
  pages: stackPages(outsourceStacks),
  menus: { Web: { replace: stackEntries(outsourceStacks) } },
  server: () => import('./server'),
});
