// The master data's page paths and action handler names, apart from its calls: the web part's
// manifest needs these only (the calls' zod schemas load with the pages that call them).
export const CALENDAR_PAGE = 'mdm/Calendar';
/** 导入BOM on the BOM list: a sheet of BOM lines through mdm.BOM/leadIn (web/bom-import) */
export const BOM_IMPORT_HANDLER = 'production.bomImport';
