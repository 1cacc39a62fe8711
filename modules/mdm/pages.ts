// 主数据's page stacks: generated list (VformList) + detail (VformDetail) over their entity, each
// declared once with its labels. Overrides are data: which columns the list shows first, what the
// forms hide or rename.
import { masterDataStack } from '../../schemas/documents/stack';
import { TAG_HANDLER } from '../barcode/public';
import { Container } from './entities/container';
import { Customer } from './entities/customer';
import { Location } from './entities/location';
import { Material } from './entities/material';
import { Process } from './entities/process';
import { Supplier } from './entities/supplier';
import { Warehouse } from './entities/warehouse';

export const mdmStacks = {
  Supplier: masterDataStack({
    entity: Supplier,
    list: { url: 'mdm/Supplier', labels: ['供应商', 'Suppliers'], table: { email: { hide: true }, tax_no: { hide: true }, bank_account: { hide: true } } },
    detail: { url: 'mdm/SupplierDetail', labels: ['供应商详情', 'Supplier detail'] },
  }),
  Customer: masterDataStack({
    entity: Customer,
    list: { url: 'mdm/Customer', labels: ['客户', 'Customers'], table: { email: { hide: true } } },
    detail: { url: 'mdm/CustomerDetail', labels: ['客户详情', 'Customer detail'] },
  }),
  Material: masterDataStack({
    entity: Material,
    list: {
      url: 'mdm/Material',
      labels: ['物料', 'Materials'],
      table: { picture: { hide: true }, description: { hide: true }, conversion_ratio: { hide: true }, unit_precision: { hide: true } },
      // the selected materials' labels with a 物料 label template (barcode/web/tag)
      actions: [{ code: 'tag', label: '打印标签', labelEn: 'Print labels', place: 'toolbar', handler: TAG_HANDLER }],
    },
    detail: { url: 'mdm/MaterialDetail', labels: ['物料详情', 'Material detail'] },
  }),
  Warehouse: masterDataStack({
    entity: Warehouse,
    list: { url: 'mdm/Warehouse', labels: ['仓库', 'Warehouses'], table: { usable_area: { hide: true }, layer_height: { hide: true }, description: { hide: true } } },
    detail: { url: 'mdm/WarehouseDetail', labels: ['仓库详情', 'Warehouse detail'] },
  }),
  Container: masterDataStack({
    entity: Container,
    list: { url: 'mdm/Container', labels: ['容器', 'Containers'], table: { length: { hide: true }, width: { hide: true }, height: { hide: true }, description: { hide: true } } },
    detail: { url: 'mdm/ContainerDetail', labels: ['容器详情', 'Container detail'] },
  }),
  Process: masterDataStack({
    entity: Process,
    list: { url: 'mdm/Process', labels: ['工序', 'Processes'], table: { description: { hide: true }, allow_dispatch: { hide: true }, allow_entry: { hide: true } } },
    detail: { url: 'mdm/ProcessDetail', labels: ['工序详情', 'Process detail'] },
  }),
  Location: masterDataStack({
    entity: Location,
    list: {
      url: 'mdm/Location',
      labels: ['位置', 'Locations'],
      table: { province: { hide: true }, prefecture: { hide: true }, county: { hide: true }, town: { hide: true }, lng: { hide: true }, lat: { hide: true }, picture: { hide: true } },
    },
    detail: { url: 'mdm/LocationDetail', labels: ['位置详情', 'Location detail'] },
  }),
};
