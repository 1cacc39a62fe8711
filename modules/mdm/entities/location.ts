import { a, codeAndName, entity, PICTURE } from '../../../schemas/entities/define';

const BUILDING_TYPES = [
  ['House', '住宅', 'House'],
  ['CommercialResidential', '商住楼', 'Commercial and residential'],
  ['School', '学校', 'School'],
  ['Factory', '工厂', 'Factory'],
  ['Hospital', '医院', 'Hospital'],
  ['Hotel', '酒店', 'Hotel'],
  ['PrivateHouse', '私人住宅', 'Private house'],
  ['ShoppingMall', '商场', 'Shopping mall'],
  ['Office', '写字楼', 'Office'],
  ['Government', '政府机关', 'Government building'],
].map(([value, label, labelEn]) => ({ value, label, labelEn }));

export const Location = entity({
  id: 7,
  code: 'Location',
  name: '位置',
  nameEn: 'Location',
  module: 'mdm',
  lookup: 'tenant',
  table: 'mdm_location',
  perOrgan: true,
  tree: true,
  importKey: ['code'],
  attrs: [
    ...codeAndName('位置编码', '位置名称', 'Location name'),
    a.quote('FuzzyCommon', 'parent_id', '上级位置', 'Parent location', 'Location', { table: 140 }),
    a.enumType('location_type', '建筑类型', 'Building type', BUILDING_TYPES, { query: true, table: 110 }),
    a.string('province', '省', 'Province', { max: 64 }),
    a.string('prefecture', '市', 'City', { max: 64 }),
    a.string('county', '区/县', 'County', { max: 64 }),
    a.string('town', '街道/镇', 'Town', { max: 64 }),
    a.string('address', '详细地址', 'Address', { max: 1024, table: 220 }),
    a.number('lng', '经度', 'Longitude', { digits: { int: 3, scale: 6 } }),
    a.number('lat', '纬度', 'Latitude', { digits: { int: 2, scale: 6 } }),
    a.date('construction_time', '建成日期', 'Built on', { when: 'past' }),
    a.string('developer', '开发商', 'Developer', { max: 128 }),
    a.int('house_num', '户数', 'Households', { min: 0 }),
    a.dict('level', '等级', 'Level', 'location_level'),
    a.files('picture', '图片', 'Picture', PICTURE),
  ],
});
