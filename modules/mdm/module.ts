// 主数据 (master data): suppliers, customers, materials, warehouses, containers, processes and
// locations as generated list/detail pages over their entities.
import { defineModule } from '../../schemas/modules/define';
import { mdmDicts } from './dicts';
import { Container } from './entities/container';
import { Customer } from './entities/customer';
import { Location } from './entities/location';
import { Material } from './entities/material';
import { Process } from './entities/process';
import { Supplier } from './entities/supplier';
import { Warehouse } from './entities/warehouse';
import { mdmMenu } from './menus';
import { mdmPages } from './pages';

export default defineModule({
  code: 'mdm',
  entities: [Supplier, Customer, Material, Warehouse, Container, Process, Location],
  pages: Object.values(mdmPages),
  menus: { Web: [{ ...mdmMenu, after: 'mod.barcode' }] },
  dicts: mdmDicts,
  grants: {
    warehouse: [{ pages: ['mdm/Warehouse', 'mdm/Material', 'mdm/Container', 'mdm/Location'], buttons: 'readOnly' }],
    purchaser: [
      { pages: ['mdm/Supplier'], buttons: 'all' },
      { pages: ['mdm/Material'], buttons: 'readOnly' },
    ],
    viewer: [{ pages: ['mdm/'], buttons: 'readOnly' }],
  },
  server: () => import('./server'),
});
