// Demo master data of the demo tenant (and a little for acme): hundreds of suppliers, customers
// and materials with realistic Chinese names, warehouses with locations, containers, processes,
// a location tree. Deterministic (a seeded generator), so every fresh start looks the same.
import type { Kysely } from 'kysely';
import type { DB } from '../../server/db/types';

// biome-ignore lint/suspicious/noExplicitAny: the module's tables are not in the static DB type
type AnyDb = Kysely<any>;

function rng(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  return { next, pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)], int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)) };
}

const CITIES = ['苏州', '无锡', '常州', '宁波', '杭州', '上海', '南京', '嘉兴', '昆山', '温州', '东莞', '佛山', '青岛', '天津', '合肥', '武汉'];
const BRANDS = ['华鑫', '恒达', '永固', '精诚', '瑞丰', '宏远', '金石', '博创', '天成', '汇通', '安捷', '联众', '信和', '鼎盛', '嘉禾', '新泰', '中科', '东方', '长江', '凯美'];
const TRADES = ['精密机械', '金属材料', '五金制品', '电子科技', '塑胶制品', '轴承', '标准件', '包装材料', '自动化设备', '表面处理', '物流', '电气'];
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '周', '吴', '徐', '孙', '马', '朱', '胡', '郭', '何', '林'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '磊', '强', '军', '洋', '勇', '艳', '杰', '涛', '明', '超', '秀英', '建华', '志强', '海燕', '晓东'];
const STREETS = ['星湖街', '金鸡湖大道', '长江路', '人民路', '工业园路', '科技大道', '滨江路', '开发区大道'];

const MATERIALS: Array<[name: string, specs: string[], unit: string, category: string, mode: string, price: [number, number]]> = [
  ['深沟球轴承', ['6204-2RS', '6205-ZZ', '6308-2RS', '6001-2Z'], 'PCS', 'RAW', 'Purchased', [8, 60]],
  ['六角头螺栓', ['M8×20', 'M10×30', 'M12×40', 'M16×60'], 'PCS', 'RAW', 'Purchased', [0.2, 3]],
  ['冷轧钢板', ['1.0mm×1250', '1.5mm×1250', '2.0mm×1500'], 'KG', 'RAW', 'Purchased', [4, 7]],
  ['铝合金型材', ['6063-T5 40×40', '6061-T6 30×60', '6063-T5 20×20'], 'M', 'RAW', 'Purchased', [18, 45]],
  ['伺服电机', ['400W', '750W', '1.5kW', '3kW'], 'SET', 'RAW', 'Purchased', [800, 4200]],
  ['减速机', ['i=10', 'i=20', 'i=50'], 'SET', 'RAW', 'Purchased', [600, 2500]],
  ['齿轮轴', ['Z18 m2', 'Z24 m2.5', 'Z32 m3'], 'PIECE', 'SEMI', 'HouseMade', [45, 260]],
  ['法兰盘', ['DN50', 'DN80', 'DN100'], 'PIECE', 'SEMI', 'HouseMade', [30, 150]],
  ['传动轴组件', ['L=320', 'L=450', 'L=600'], 'SET', 'SEMI', 'HouseMade', [180, 620]],
  ['电控柜', ['PLC-A1', 'PLC-B2'], 'SET', 'FINISHED', 'HouseMade', [3500, 12000]],
  ['输送线模组', ['1m', '2m', '3m'], 'SET', 'FINISHED', 'HouseMade', [2200, 8800]],
  ['液压缸', ['Φ40×100', 'Φ63×200'], 'SET', 'FINISHED', 'OutSourced', [700, 2600]],
  ['切削液', ['5L', '20L'], 'L', 'AUX', 'Purchased', [12, 28]],
  ['润滑脂', ['0.4kg', '15kg'], 'KG', 'AUX', 'Purchased', [25, 60]],
  ['纸箱', ['400×300×300', '600×400×400'], 'PCS', 'PACK', 'Purchased', [2, 9]],
  ['缠绕膜', ['500mm×300m'], 'BOX', 'PACK', 'Purchased', [35, 55]],
  ['气缸密封圈', ['Φ32', 'Φ50', 'Φ63'], 'PCS', 'SPARE', 'Purchased', [3, 15]],
  ['接近开关', ['M12 NPN', 'M18 PNP'], 'PCS', 'SPARE', 'Purchased', [25, 90]],
];

const personName = (r: ReturnType<typeof rng>) => r.pick(SURNAMES) + r.pick(GIVEN);
const phone = (r: ReturnType<typeof rng>) => `1${r.pick(['38', '39', '50', '58', '86', '87'])}${String(r.int(0, 99999999)).padStart(8, '0')}`;

async function insertChunks(db: Kysely<DB>, table: string, rows: Array<Record<string, unknown>>) {
  for (let i = 0; i < rows.length; i += 500) await (db as AnyDb).insertInto(table).values(rows.slice(i, i + 500)).execute();
}

export async function seedMasterData(db: Kysely<DB>, tenantId: string, organId: number, creator: { id: number; name: string }) {
  const r = rng(20261122);
  const base = { tenant_id: tenantId, organ_id: organId, create_id: creator.id, create_name: creator.name, modify_id: creator.id, modify_name: creator.name };
  const status = () => (r.next() < 0.6 ? 'Audit' : 'Saved');
  const companies = new Set<string>();
  const company = () => {
    for (;;) {
      const n = `${r.pick(CITIES)}${r.pick(BRANDS)}${r.pick(TRADES)}有限公司`;
      if (!companies.has(n)) {
        companies.add(n);
        return n;
      }
    }
  };
  await insertChunks(db, 'mdm_supplier', Array.from({ length: 200 }, (_, i) => {
    const name = company();
    return { ...base, code: `S${String(i + 1).padStart(4, '0')}`, name, short_name: name.slice(2, 6), category: r.pick(['RAW', 'RAW', 'OUTSOURCE', 'EQUIP', 'LOGISTICS']), contact: personName(r), phone: phone(r), address: `${name.slice(0, 2)}市${r.pick(STREETS)}${r.int(1, 999)}号`, status: r.next() < 0.93 ? 'Enable' : 'Disable', status_dict: status() };
  }));
  const salesmen = (await db.selectFrom('person').select('id').where('tenant_id', '=', tenantId).execute()).map((p) => p.id);
  await insertChunks(db, 'mdm_customer', Array.from({ length: 200 }, (_, i) => {
    const name = company();
    return { ...base, code: `C${String(i + 1).padStart(4, '0')}`, name, short_name: name.slice(2, 6), category: r.pick(['DEALER', 'END', 'END', 'OEM', 'GROUP']), level: r.pick(['A', 'B', 'B', 'C']), contact: personName(r), phone: phone(r), salesman_id: salesmen.length ? r.pick(salesmen) : null, credit_limit: r.int(5, 200) * 10000, address: `${name.slice(0, 2)}市${r.pick(STREETS)}${r.int(1, 999)}号`, status: 'Enable', status_dict: status() };
  }));
  let m = 0;
  const materials: Array<Record<string, unknown>> = [];
  while (materials.length < 500) {
    const [name, specs, unit, category, mode, [lo, hi]] = MATERIALS[m % MATERIALS.length];
    const spec = specs[Math.floor(m / MATERIALS.length) % specs.length];
    const variant = Math.floor(m / (MATERIALS.length * specs.length));
    m++;
    materials.push({ ...base, code: `M${String(materials.length + 1).padStart(6, '0')}`, name: variant ? `${name}（${['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K', 'L', 'M', 'N', 'P', 'Q', 'R', 'S', 'T', 'U', 'V', 'W', 'X', 'Y', 'Z'][variant % 24]}${variant > 23 ? Math.floor(variant / 24) : ''}型）` : name, spec, category, unit, count_type: unit === 'KG' || unit === 'T' ? 'Weight' : unit === 'L' ? 'Volume' : 'Num', unit_precision: unit === 'KG' || unit === 'M' || unit === 'L' ? 2 : 0, manu_mode: mode, sale_price: Math.round((lo + r.next() * (hi - lo)) * 100) / 100, safe_stock: r.int(0, 50) * 10, need_quality: r.next() < 0.4, need_batch: category === 'RAW', need_barcode: r.next() < 0.5, status_dict: status() });
  }
  await insertChunks(db, 'mdm_material', materials);
  const warehouses: Array<[string, string, string, string[]]> = [
    ['WH01', '原材料仓', 'Raw', ['A区-钢材', 'B区-标准件', 'C区-电气件']],
    ['WH02', '半成品仓', 'Semi', ['A区', 'B区']],
    ['WH03', '成品仓', 'Finished', ['发货区', '待检区', '合格品区']],
    ['WH04', '不合格品仓', 'Unqualified', ['隔离区']],
    ['WH05', '辅料仓', 'Raw', ['油品区', '包材区']],
    ['WH06', '备件仓', 'Raw', ['备件一区']],
  ];
  for (const [code, name, type, locations] of warehouses) {
    const w = await (db as AnyDb).insertInto('mdm_warehouse').values({ ...base, code, name, type, area: r.int(300, 3000), usable_area: r.int(200, 2500), layers: r.int(1, 5), layer_height: 2.5, storage_method: r.pick(['ManualPlane', 'ManualRack']), address: '苏州工业园区星湖街328号', status_dict: 'Audit' }).returning('id').executeTakeFirstOrThrow();
    await insertChunks(db, 'mdm_warehouse_location', locations.map((l, i) => ({ tenant_id: tenantId, owner_id: w.id, sn: i + 1, name: l })));
  }
  await insertChunks(db, 'mdm_container', Array.from({ length: 20 }, (_, i) => ({ ...base, code: `RQ${String(i + 1).padStart(3, '0')}`, name: `${r.pick(['蓝色', '灰色', '红色'])}${r.pick(['周转箱', '托盘', '料架'])}${i + 1}号`, type: r.pick(['TOTE', 'PALLET', 'RACK']), quantity: r.int(10, 200), length: 600, width: 400, height: 300, size_unit: 'MM', colour: r.pick(['蓝', '灰', '红']), status_dict: 'Audit' })));
  const processes = ['下料', '粗车', '精车', '铣键槽', '钻孔', '热处理', '磨外圆', '去毛刺', '清洗', '喷涂', '装配', '调试', '终检', '包装', '入库检验'];
  await insertChunks(db, 'mdm_process', processes.map((p, i) => ({ ...base, code: `GX${String(i + 1).padStart(3, '0')}`, name: p, type: ['热处理'].includes(p) ? 'HEAT' : ['喷涂'].includes(p) ? 'SURFACE' : ['装配', '调试'].includes(p) ? 'ASSEMBLY' : ['终检', '入库检验'].includes(p) ? 'INSPECT' : p === '包装' ? 'PACK' : 'MACHINING', is_important: ['精车', '磨外圆', '终检'].includes(p), standard_minutes: r.int(5, 120), status_dict: 'Audit' })));
  const site = await (db as AnyDb).insertInto('mdm_location').values({ ...base, code: 'LOC-SZ', name: '苏州工业园区厂区', location_type: 'Factory', province: '江苏省', prefecture: '苏州市', county: '工业园区', address: '星湖街328号', status_dict: 'Audit' }).returning('id').executeTakeFirstOrThrow();
  for (let b = 1; b <= 3; b++) {
    const building = await (db as AnyDb).insertInto('mdm_location').values({ ...base, code: `LOC-SZ-B${b}`, name: `${b}号厂房`, parent_id: site.id, location_type: 'Factory', status_dict: 'Audit' }).returning('id').executeTakeFirstOrThrow();
    await insertChunks(db, 'mdm_location', [1, 2].map((f) => ({ ...base, code: `LOC-SZ-B${b}-F${f}`, name: `${b}号厂房${f}层`, parent_id: building.id, location_type: 'Factory', status_dict: 'Saved' })));
  }
}

/** A handful of records for the second tenant, so that isolation tests see data on both sides. */
export async function seedAcmeData(db: Kysely<DB>, tenantId: string, organId: number) {
  const base = { tenant_id: tenantId, organ_id: organId, status_dict: 'Saved' };
  await insertChunks(db, 'mdm_supplier', ['Northwind Metals', 'Contoso Bearings', 'Fabrikam Fasteners'].map((name, i) => ({ ...base, code: `S${String(i + 1).padStart(4, '0')}`, name, status: 'Enable' })));
  await insertChunks(db, 'mdm_material', ['Steel plate 2mm', 'Ball bearing 6204'].map((name, i) => ({ ...base, code: `M${String(i + 1).padStart(6, '0')}`, name, unit: 'PCS', count_type: 'Num' })));
}
