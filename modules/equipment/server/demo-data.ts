// What the equipment demo is made of: a check template per equipment type (items with standard
// values and limits), the faults machines have had, and what repairs found and used.

type Item = [name: string, kind: 'Numeric' | 'OkNg', standard: string | null, lower: string | null, upper: string | null, unit: string | null, method: string];

const SPINDLE: Item = ['主轴温度', 'Numeric', '45', '20', '65', '℃', '红外测温'];
const OIL: Item = ['润滑油位', 'OkNg', null, null, null, null, '目视油标'];
const GUARD: Item = ['安全防护', 'OkNg', null, null, null, null, '目视检查'];
const AIR: Item = ['气源压力', 'Numeric', '0.6', '0.5', '0.7', 'MPa', '读压力表'];

export const TEMPLATES: Record<string, { name: string; items: Item[] }> = {
  CNC: { name: '数控车床周点检', items: [SPINDLE, OIL, ['卡盘夹紧力', 'Numeric', '3.5', '3', '4', 'MPa', '读液压表'], GUARD] },
  MC: { name: '加工中心周点检', items: [SPINDLE, OIL, AIR, GUARD] },
  GRINDER: { name: '磨床周点检', items: [['砂轮跳动', 'Numeric', '0.01', '0', '0.02', 'mm', '百分表'], OIL, GUARD] },
  DRILL: { name: '锯床周点检', items: [['锯带张紧', 'OkNg', null, null, null, null, '手感检查'], OIL, GUARD] },
  FURNACE: { name: '热处理炉周点检', items: [['炉温偏差', 'Numeric', '0', '-5', '5', '℃', '对比热电偶'], ['碳势', 'Numeric', '1.1', '0.9', '1.3', '%', '读控制仪'], GUARD] },
  PAINT: { name: '喷涂线周点检', items: [['静电电压', 'Numeric', '70', '60', '80', 'kV', '读控制柜'], AIR, ['喷枪清洁', 'OkNg', null, null, null, null, '目视']] },
  ASSY: { name: '装配工位周点检', items: [['扭矩扳手校验', 'Numeric', '25', '24', '26', 'N·m', '扭矩仪'], AIR, GUARD] },
  TEST: { name: '测试台周点检', items: [['电源电压', 'Numeric', '380', '361', '399', 'V', '万用表'], ['传感器零点', 'OkNg', null, null, null, null, '空载读数'], GUARD] },
};

export const FAULTS: Array<[description: string, cause: string, level: 'Minor' | 'Major' | 'Critical', hours: number]> = [
  ['主轴异响', '主轴轴承磨损', 'Major', 6],
  ['液压站压力不稳', '溢流阀卡滞', 'Minor', 2],
  ['伺服报警 ALM401', '编码器线缆松动', 'Minor', 1.5],
  ['冷却液泄漏', '管接头老化', 'Minor', 1],
  ['刀塔不能换刀', '刀塔电机碳刷磨损', 'Major', 4],
  ['炉温升不上去', '加热元件断路', 'Critical', 10],
  ['喷枪出粉不均', '供粉泵堵塞', 'Minor', 2.5],
  ['急停无法复位', '急停按钮触点氧化', 'Major', 1],
];

/** the parts a repair may use (demo materials by name) and what they cost */
export const PARTS: Array<[material: string, price: string]> = [
  ['深沟球轴承', '18.5'],
  ['气缸密封圈', '2.35'],
  ['伺服电机', '1260.8'],
];

export const REPAIRERS = ['王师傅', '李工', '陈工'];

/** the demo's special equipment and its registration codes (注册代码) */
export const SPECIAL: Array<[machine: string, registration: string]> = [
  ['EQ-TS-01', 'TS3110320230001'],
  ['EQ-AS-01', 'TS4310320230002'],
  ['EQ-MC-02', 'TS2110320230003'],
];

export const HAZARDS: Array<[description: string, location: string, level: 'General' | 'Major', measure: string]> = [
  ['防护罩缺失', '机加工产线 1 号工位', 'Major', '加装联锁防护罩'],
  ['地面油污易滑倒', '磨床区域', 'General', '清理油污并加装接油盘'],
  ['配电柜门未关闭', '热处理车间', 'General', '加锁并张贴警示标识'],
  ['急停按钮被遮挡', '装配线 A1', 'Major', '移除遮挡物，划定禁放区'],
  ['消防通道堆放物料', '总装车间东侧', 'Major', '清理通道并每日巡查'],
  ['气管老化开裂', '喷涂线供气管路', 'General', '更换气管'],
  ['安全警示标识褪色', '锯床区域', 'General', '更换警示标识'],
  ['吊具钢丝绳断丝', '装配线 A2', 'Major', ''],
  ['照明不足', '测试台区域', 'General', ''],
];

export const TRAPPED: Array<[cause: string, people: number, minutes: number]> = [
  ['升降平台停电', 1, 18],
  ['安全门联锁故障', 2, 35],
  ['升降平台限位开关失效', 1, 22],
  ['控制系统死机', 1, 41],
  ['门机故障', 3, 27],
];
