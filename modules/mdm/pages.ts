// Master-data pages: generated list (VformList) + detail (VformDetail) over their entity.
// Overrides are data: which columns the list shows first, what the forms hide or rename.
import { masterDataPageDef as vform, type PageDef } from '../../schemas/pages/types';
import { TAG_HANDLER } from '../barcode/public';

export const mdmPages = {
  Supplier: vform('mdm/Supplier', 'Supplier', { table: { email: { hide: true }, tax_no: { hide: true }, bank_account: { hide: true } } }),
  Customer: vform('mdm/Customer', 'Customer', { table: { email: { hide: true } } }),
  Material: vform('mdm/Material', 'Material', {
    table: { picture: { hide: true }, description: { hide: true }, conversion_ratio: { hide: true }, unit_precision: { hide: true } },
    // the selected materials' labels with a 物料 label template (barcode/web/tag)
    actions: [{ code: 'tag', label: '打印标签', labelEn: 'Print labels', place: 'toolbar', handler: TAG_HANDLER }],
  }),
  Warehouse: vform('mdm/Warehouse', 'Warehouse', { table: { usable_area: { hide: true }, layer_height: { hide: true }, description: { hide: true } } }),
  Container: vform('mdm/Container', 'Container', { table: { length: { hide: true }, width: { hide: true }, height: { hide: true }, description: { hide: true } } }),
  Process: vform('mdm/Process', 'Process', { table: { description: { hide: true }, allow_dispatch: { hide: true }, allow_entry: { hide: true } } }),
  Location: vform('mdm/Location', 'Location', {
    table: { province: { hide: true }, prefecture: { hide: true }, county: { hide: true }, town: { hide: true }, lng: { hide: true }, lat: { hide: true }, picture: { hide: true } },
  }),
} satisfies Record<string, PageDef>;
