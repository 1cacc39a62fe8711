// 投标 (project/bidList): a tender the company takes part in — the customer, the project it is for
// (optional), the amount bid, its stages as they happen (each with its date and owner) and the
// outcome. Stages follow the usual Chinese tendering sequence (招标投标法): 报名 → 购买标书 →
// 投标 (递交投标文件) → 开标 → 定标; the outcome (中标 / 未中标 / 流标) is known from 开标 on.
// A won bid makes its project (project.Bid/createProject).
import { a, entity } from '../../../schemas/entities/define';
import { docCode, money, remark } from '../../../schemas/entities/documents';

export const BID_STAGES = [
  { value: 'Register', label: '报名', labelEn: 'Registered' },
  { value: 'BuyDocs', label: '购买标书', labelEn: 'Tender documents bought' },
  { value: 'Submit', label: '投标', labelEn: 'Bid submitted' },
  { value: 'Opening', label: '开标', labelEn: 'Bids opened' },
  { value: 'Award', label: '定标', labelEn: 'Awarded' },
];
export const STAGE_ORDER: readonly string[] = BID_STAGES.map((s) => s.value);

export const BID_OUTCOMES = [
  { value: 'Won', label: '中标', labelEn: 'Won' },
  { value: 'Lost', label: '未中标', labelEn: 'Lost' },
  { value: 'Failed', label: '流标', labelEn: 'Tender failed' },
];

export const Bid = entity({
  id: 691,
  code: 'Bid',
  name: '投标',
  nameEn: 'Bid',
  module: 'project',
  table: 'prj_bid',
  lookup: 'tenant',
  attrs: [
    docCode('TB', '投标编号', 'Bid number'),
    a.string('name', '投标名称', 'Tender', { required: true, max: 128, query: true, table: 200, fuzzy: true }),
    a.quote('Customer', 'customer_id', '客户', 'Customer', 'Customer', { required: true, query: true, table: 160 }),
    a.quote('FuzzyCommon', 'project_id', '项目', 'Project', 'Project', { query: true, table: 140 }),
    money('amount', '投标金额', 'Bid amount', { required: true, min: 0, table: 120 }),
    // the furthest stage of its rows, kept by the server (server/bid-hooks.ts)
    a.enumType('stage', '当前阶段', 'Stage', BID_STAGES, { maintained: true, query: true, table: 100 }),
    a.enumType('outcome', '投标结果', 'Outcome', BID_OUTCOMES, { query: true, table: 90 }),
    remark(),
  ],
  children: {
    stages: {
      table: 'prj_bid_stage',
      name: '投标阶段',
      nameEn: 'Stages',
      attrs: [
        a.enumType('stage', '阶段', 'Stage', BID_STAGES, { required: true }),
        a.date('stage_date', '日期', 'Date', { required: true }),
        a.quote('SalesMan', 'person_id', '负责人', 'Owner', 'Person', { required: true }),
        a.string('note', '说明', 'Note', { max: 256 }),
      ],
    },
  },
});
