// The demo tool room's fixed data: uninstall reasons, cutter and fixture types (which machine
// types use them) and the fixture check plans with their items.

export const REASONS: Array<[code: string, name: string]> = [
  ['UR-CHIP', '崩刃'],
  ['UR-WEAR', '异常磨损'],
  ['UR-BREAK', '断刀'],
  ['UR-CHANGE', '换型'],
  ['UR-OTHER', '其他'],
];

/** code, name, spec, rated life, dressings allowed, life after dressing, warning %, machine types */
export const CUTTER_TYPES: Array<[string, string, string, number, number, number | null, number, string[]]> = [
  ['CT-TURN-R', '外圆粗车刀', 'CNMG120408-PM', 1500, 0, null, 15, ['CNC']],
  ['CT-TURN-F', '外圆精车刀', 'VNMG160404-MF', 1200, 0, null, 15, ['CNC']],
  ['CT-EM-10', '立铣刀 φ10', 'HSS-E 4刃', 3000, 3, 2400, 10, ['MC']],
  ['CT-KEY-8', '键槽铣刀 φ8', '硬质合金 2刃', 2500, 3, 2000, 10, ['MC']],
  ['CT-DR-85', '麻花钻 φ8.5', '硬质合金内冷', 4000, 5, 3200, 10, ['MC']],
  ['CT-TAP-M10', '丝锥 M10', '螺旋槽丝锥', 2000, 0, null, 20, ['MC']],
  ['CT-GW-400', '砂轮 P400', 'WA60KV', 8000, 5, 6000, 10, ['GRINDER']],
  ['CT-SAW-27', '带锯条 27mm', '双金属 3/4T', 6000, 0, null, 20, ['DRILL']],
];

/** code, name, spec, rated uses, warning %, machine types */
export const FIXTURE_TYPES: Array<[string, string, string, number, number, string[]]> = [
  ['FX-CHUCK', '液压卡盘', 'K11-250', 20000, 10, ['CNC']],
  ['FX-VISE', '精密平口钳', 'QM16160', 15000, 10, ['MC']],
  ['FX-CENTER', '磨床顶尖', 'MT4', 30000, 10, ['GRINDER']],
  ['FX-SAWJIG', '锯床夹具', 'GZ-J1', 10000, 15, ['DRILL']],
  ['FX-ASSY', '装配工装', 'ZP-01', 12000, 10, ['ASSY', 'TEST']],
];

/** plan code, name, fixture type, trigger, cycle days, shift, items [item, standard, upper, lower, unit] */
export const CHECK_PLANS: Array<[string, string, string, string, number | null, string, Array<[string, string, string, string, string]>]> = [
  ['CP-CHUCK', '液压卡盘日点检', 'FX-CHUCK', 'Cycle', 1, 'Day', [['夹紧压力', '2.5', '0.3', '0.3', 'MPa'], ['径向跳动', '0', '0.02', '0', 'mm']]],
  ['CP-VISE', '平口钳日点检', 'FX-VISE', 'Cycle', 1, 'Day', [['钳口平行度', '0', '0.01', '0', 'mm'], ['夹紧力矩', '60', '5', '5', 'N·m']]],
  ['CP-CENTER', '顶尖换型点检', 'FX-CENTER', 'ProductChange', null, 'Day', [['顶尖跳动', '0', '0.005', '0', 'mm']]],
  ['CP-SAWJIG', '锯床夹具安装点检', 'FX-SAWJIG', 'FixtureInstall', null, 'Middle', [['定位尺寸', '100', '0.5', '0.5', 'mm']]],
  ['CP-ASSY', '装配工装日点检', 'FX-ASSY', 'Cycle', 1, 'Day', [['定位销直径', '12', '0.01', '0.01', 'mm'], ['压装力', '8', '0.5', '0.5', 'kN']]],
];
