import type { BuildConfig } from '../types';

const build: BuildConfig = {
  code: 'plantform',
  title: 'Plantform 智造平台',
  titleEn: 'Plantform Smart Manufacturing',
  companyName: '普兰特科技有限公司',
  companyNameEn: 'Plantform Technology Co., Ltd.',
  copyright: '2019-2025',
  home: 'home',
  defaultTenant: 'demo',
  primaryColor: '#1677ff',
};

export default build;
