// Dictionaries of production master data every tenant starts with.
import type { DictEntry } from '../../schemas/modules/define';

export const productionDicts: Record<string, DictEntry[]> = {
  equipment_type: [['CNC', '数控车床', 'CNC lathe'], ['MC', '加工中心', 'Machining centre'], ['GRINDER', '磨床', 'Grinder'], ['DRILL', '钻床', 'Drilling machine'], ['FURNACE', '热处理炉', 'Furnace'], ['PAINT', '喷涂线', 'Paint line'], ['ASSY', '装配工位', 'Assembly station'], ['TEST', '检测设备', 'Test equipment']],
};
