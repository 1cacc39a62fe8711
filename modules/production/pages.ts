// The production master-data pages: generated list (VformList) + detail (VformDetail) pairs over
// their entities, at the spec's mdm/* urls. The calendar is a hand-written page (web/CalendarPage).
import { masterDataPageDef as vform, type PageDef } from '../../schemas/pages/types';

export const CALENDAR_PAGE = 'mdm/Calendar';
/** 导入BOM on the BOM list: a sheet of BOM lines through mdm.BOM/leadIn (web/bom-import) */
export const BOM_IMPORT_HANDLER = 'production.bomImport';

export const productionPages = {
  Bom: vform('mdm/Bom', 'Bom', {
    table: { remark: { hide: true } },
    actions: [{ code: 'leadIn', label: '导入BOM', labelEn: 'Import BOMs', place: 'toolbar', handler: BOM_IMPORT_HANDLER }],
  }),
  ProcessRoute: vform('mdm/ProcessRoute', 'ProcessRoute', { table: { remark: { hide: true } } }),
  MaterialRoute: vform('mdm/MaterialRoute', 'MaterialRoute', { uniqueKeys: ['material_id', 'route_id'] }),
  ProcessUnit: vform('mdm/ProcessUnit', 'ProcessUnit', { table: { remark: { hide: true } } }),
  Equipment: vform('mdm/Equipment', 'Equipment', { table: { registration_code: { hide: true }, remark: { hide: true } } }),
  ShiftRule: vform('mdm/ShiftRule', 'ShiftRule', { table: { trigger_days: { hide: true }, remark: { hide: true } } }),
} satisfies Record<string, PageDef>;
