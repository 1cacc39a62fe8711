// 委外 (subcontracting): subcontracted operations and outsourced production orders — declarations
// merged into the production module, their pages replacing the catalogue's task/Subcontract,
// task/OutsourceList and pmt/OutsourceProduceOrderList entries.
import { detail, documentPage } from '../../../schemas/menus/buttons';
import { definePart } from '../../../schemas/modules/define';
import { OutsourceOrder, OutsourceTask } from './entities';
import { outsourcePages as p } from './pages';

export const outsourcePart = definePart({
  code: 'outsource',
  entities: [OutsourceTask, OutsourceOrder],
  pages: Object.values(p),
  menus: {
    Web: {
      replace: {
        'task/Subcontract': [documentPage(p.Subcontract, '委外加工', 'Subcontracting'), detail(p.Subcontract.detailUrl, '委外加工详情', 'Subcontracted operation')],
        'task/OutsourceList': [documentPage(p.OutsourceList, '外协清单', 'Outsourcing list'), detail(p.OutsourceList.detailUrl, '外协清单详情', 'Outsourcing detail')],
        'pmt/OutsourceProduceOrderList': [documentPage(p.OutsourceProduce, '委外生产单', 'Outsourced production orders'), detail(p.OutsourceProduce.detailUrl, '委外生产单详情', 'Outsourced production order')],
      },
    },
  },
  server: () => import('./server'),
});
