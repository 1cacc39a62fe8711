// The pages of 指标与数据模型 (paths from the spec), apart from the contracts so menus and web pages
// import them without zod.
export const IP = {
  models: 'mdm/DataModel',
  data: 'mdm/Data',
  indicators: 'ops/IndicatorList',
  detail: 'ops/IndicatorDetail',
} as const;
