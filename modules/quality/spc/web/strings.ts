// The page's strings in both languages, kept with it: the part's page loads them with its own code
// (the module's bundle is its own web part's), chosen by the shell's language.
import { useTranslation } from 'react-i18next';

const ZH = {
  title: '控制图',
  scheme: '检验方案',
  item: '检验项目',
  kind: '图表类型',
  xbarR: 'X̄-R 图',
  p: 'p 图',
  subgroup: '子组大小',
  range: '日期范围',
  points: '点数',
  pickScheme: '请选择检验方案',
  pickItem: '请选择数值类检验项目',
  noSchemes: '还没有检验方案',
  empty: '所选范围内没有检验数据',
  loadFailed: '控制图加载失败',
  mean: '均值',
  rangeSeries: '极差',
  fraction: '不合格品率',
  flagged: '异常点',
  noFlags: '没有判异点',
  rule: '判异规则',
  rules: { 1: '1 点超出控制限', 2: '连续 9 点在中心线同侧', 3: '连续 6 点递增或递减', 4: '连续 14 点交替上下' } as Record<number, string>,
  capability: '过程能力',
  histogram: '分布直方图',
  sigmaWithin: '组内σ',
  sigmaOverall: '整体σ',
  readings: '测量值个数',
  leftOut: '较早的 {n} 个点未显示',
  at: '时间',
  value: '值',
};
type Strings = typeof ZH;

const EN: Strings = {
  title: 'Control charts',
  scheme: 'Scheme',
  item: 'Item',
  kind: 'Chart',
  xbarR: 'X̄-R chart',
  p: 'p chart',
  subgroup: 'Subgroup size',
  range: 'Dates',
  points: 'Points',
  pickScheme: 'Pick an inspection scheme',
  pickItem: 'Pick a numeric item',
  noSchemes: 'No inspection scheme yet',
  empty: 'No inspection data in this range',
  loadFailed: 'The control chart did not load',
  mean: 'Mean',
  rangeSeries: 'Range',
  fraction: 'Fraction nonconforming',
  flagged: 'Flagged points',
  noFlags: 'No point flagged',
  rule: 'Rule',
  rules: { 1: '1 beyond the control limits', 2: '9 in a row on one side', 3: '6 in a row rising or falling', 4: '14 in a row alternating' },
  capability: 'Capability',
  histogram: 'Histogram',
  sigmaWithin: 'σ within',
  sigmaOverall: 'σ overall',
  readings: 'Readings',
  leftOut: '{n} older points not shown',
  at: 'At',
  value: 'Value',
};

export type SpcStrings = Strings;
export const spcStrings = (language: string): Strings => (language === 'en_US' ? EN : ZH);

export function useSpcStrings(): Strings {
  const { i18n } = useTranslation();
  return spcStrings(i18n.language);
}
