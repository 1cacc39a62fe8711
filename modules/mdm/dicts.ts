// Dictionaries of the master data every tenant starts with (the entities' Dict attributes name them).
import type { DictEntry } from '../../schemas/modules/define';

export const mdmDicts: Record<string, DictEntry[]> = {
  supplier_category: [['RAW', '原材料供应商', 'Raw materials'], ['OUTSOURCE', '外协加工商', 'Subcontractor'], ['EQUIP', '设备供应商', 'Equipment'], ['LOGISTICS', '物流服务商', 'Logistics']],
  customer_category: [['DEALER', '经销商', 'Dealer'], ['END', '终端客户', 'End customer'], ['GROUP', '集团内部', 'Group company'], ['OEM', '主机厂', 'OEM']],
  material_category: [['RAW', '原材料', 'Raw material'], ['SEMI', '半成品', 'Semi-finished'], ['FINISHED', '成品', 'Finished goods'], ['AUX', '辅料', 'Auxiliary'], ['PACK', '包材', 'Packaging'], ['SPARE', '备品备件', 'Spare parts']],
  unit: [['PCS', '个', 'pcs'], ['PIECE', '件', 'piece'], ['SET', '套', 'set'], ['KG', '千克', 'kg'], ['T', '吨', 't'], ['M', '米', 'm'], ['BOX', '箱', 'box'], ['L', '升', 'L']],
  container_type: [['TOTE', '周转箱', 'Tote'], ['PALLET', '托盘', 'Pallet'], ['RACK', '料架', 'Rack'], ['BAG', '吨袋', 'Bulk bag']],
  length_unit: [['MM', '毫米', 'mm'], ['CM', '厘米', 'cm'], ['M', '米', 'm']],
  weight_unit: [['G', '克', 'g'], ['KG', '千克', 'kg'], ['T', '吨', 't']],
  process_type: [['MACHINING', '机加工', 'Machining'], ['ASSEMBLY', '装配', 'Assembly'], ['HEAT', '热处理', 'Heat treatment'], ['SURFACE', '表面处理', 'Surface treatment'], ['INSPECT', '检验', 'Inspection'], ['PACK', '包装', 'Packing']],
  process_technic: [['TURN', '车削', 'Turning'], ['MILL', '铣削', 'Milling'], ['GRIND', '磨削', 'Grinding'], ['DRILL', '钻孔', 'Drilling'], ['WELD', '焊接', 'Welding'], ['PAINT', '喷涂', 'Painting']],
  location_level: [['L1', '一级', 'Level 1'], ['L2', '二级', 'Level 2'], ['L3', '三级', 'Level 3']],
};
