import type { DetailClass } from '../../../schemas/pages/types';

export interface DetailConfig {
  /** the page is a form-designer form and cannot open without its formId (动态数据详情页面formId不能为空。) */
  requiresFormId: boolean;
}

export const DETAIL_CONFIGS: Readonly<Record<DetailClass, DetailConfig>> = {
  DataDetail: { requiresFormId: false },
  VformDetail: { requiresFormId: true },
};
