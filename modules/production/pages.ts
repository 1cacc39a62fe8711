// 生产基础's page stacks, each declared once: entity, generated list (VformList) and detail
// (VformDetail) at the spec's mdm/* urls with their labels, and for BOMs, process routes and
// equipment the service with the customer's call names (add, update, detail, summary, remove) and
// the BOM's and route's own calls. The calendar is a hand-written page (web/CalendarPage).
import { z } from 'zod';
import { masterDataStack, pagesByKey } from '../../schemas/documents/stack';
import type { ImportResult, RecordValue } from '../../schemas/rpc/datax';
import { args, call, idArg } from '../../schemas/rpc/define';
import type { BomOfMaterial, BomTreeNode } from './bom/tree';
import { Bom } from './entities/bom';
import { ShiftRule } from './entities/calendar';
import { Equipment, ProcessUnit } from './entities/resources';
import { MaterialRoute, ProcessRoute } from './entities/route';
import { BOM_IMPORT_HANDLER } from './paths';

/** The master records' calls by their customer names: add, update, detail, summary, remove. */
const masterCalls = { calls: ['detail'], aliases: { add: 'create', update: 'modify', summary: 'summaryPage', remove: 'removeByIds' } } as const;

const bomType = z.enum(['Sale', 'Produce']);
const quantity = z.union([z.number().positive(), z.string().regex(/^\d+(\.\d+)?$/)]);

export const productionStacks = {
  Bom: masterDataStack({
    entity: Bom,
    list: {
      url: 'mdm/Bom',
      labels: ['物料清单', 'Bills of materials'],
      table: { remark: { hide: true } },
      actions: [{ code: 'leadIn', label: '导入BOM', labelEn: 'Import BOMs', place: 'toolbar', handler: BOM_IMPORT_HANDLER }],
    },
    detail: { url: 'mdm/BomDetail', labels: ['物料清单详情', 'Bill of materials detail'] },
    service: 'mdm.BOM',
    ...masterCalls,
    own: (_generic, page) => ({
      /** [{bomId} | {materialId, bomType?}, quantity?]: the exploded tree with cumulative quantities */
      preview: call<[{ bomId?: number; materialId?: number; bomType?: 'Sale' | 'Produce' }, (number | string)?], BomTreeNode>(
        args(['target', z.object({ bomId: idArg.optional(), materialId: idArg.optional(), bomType: bomType.optional() }).refine((t) => t.bomId || t.materialId, { error: '需要 bomId 或 materialId' })], ['quantity', quantity.optional()]),
        { entity: 'Bom', op: 'read' },
      ),
      /** [materialId, {bomType?, explode?, quantity?}]: the material's active BOM with its lines (and its tree when asked); null when it has none */
      getBomByMaterial: call<[number, { bomType?: 'Sale' | 'Produce'; explode?: boolean; quantity?: number | string }?], BomOfMaterial | null>(
        args(['materialId', idArg], ['options', z.object({ bomType: bomType.optional(), explode: z.boolean().optional(), quantity: quantity.optional() }).optional()]),
        { entity: 'Bom', op: 'read' },
      ),
      /** [fileId]: a sheet of BOM lines (BOM编码, 物料, 版本, BOM类型, 基础数量, 子物料, 用量, 损耗率(%), 投料工序), all or nothing */
      leadIn: call<[number], ImportResult>(args(['fileId', idArg]), { entity: 'Bom', op: 'import', page }),
    }),
  }),
  ProcessRoute: masterDataStack({
    entity: ProcessRoute,
    list: { url: 'mdm/ProcessRoute', labels: ['工艺路线', 'Process routes'], table: { remark: { hide: true } } },
    detail: { url: 'mdm/ProcessRouteDetail', labels: ['工艺路线详情', 'Process route detail'] },
    service: 'mdm.ProcessRoute',
    ...masterCalls,
    own: {
      /** [materialId]: the material's default route (else its only one) with its processes in order; null when none */
      getByMaterial: call<[number], RecordValue | null>(args(['materialId', idArg]), { entity: 'ProcessRoute', op: 'read' }),
    },
  }),
  MaterialRoute: masterDataStack({
    entity: MaterialRoute,
    list: { url: 'mdm/MaterialRoute', labels: ['物料工艺路线', 'Material routes'], uniqueKeys: ['material_id', 'route_id'] },
    detail: { url: 'mdm/MaterialRouteDetail', labels: ['物料工艺路线详情', 'Material route detail'] },
  }),
  ProcessUnit: masterDataStack({
    entity: ProcessUnit,
    list: { url: 'mdm/ProcessUnit', labels: ['工序单元', 'Process units'], table: { remark: { hide: true } } },
    detail: { url: 'mdm/ProcessUnitDetail', labels: ['工序单元详情', 'Process unit detail'] },
  }),
  Equipment: masterDataStack({
    entity: Equipment,
    list: { url: 'mdm/Equipment', labels: ['设备档案', 'Equipment records'], table: { registration_code: { hide: true }, remark: { hide: true } } },
    detail: { url: 'mdm/EquipmentDetail', labels: ['设备档案详情', 'Equipment record detail'] },
    service: 'mdm.Equipment',
    calls: ['detail', 'leadIn'],
    aliases: { ...masterCalls.aliases, batchRemove: 'removeByIds' },
  }),
  ShiftRule: masterDataStack({
    entity: ShiftRule,
    list: { url: 'mdm/ShiftRule', labels: ['班次规则', 'Shift rules'], table: { trigger_days: { hide: true }, remark: { hide: true } } },
    detail: { url: 'mdm/ShiftRuleDetail', labels: ['班次规则详情', 'Shift rule detail'] },
  }),
};

/** The page definitions by stack (their urls: grants, the BOM's detail extra). */
export const productionPages = pagesByKey(productionStacks);
