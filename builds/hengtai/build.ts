import type { BuildConfig } from '../types';

const build: BuildConfig = {
  code: 'hengtai',
  title: '恒泰精工 MES',
  titleEn: 'Hengtai Precision MES',
  companyName: '恒泰精工机械股份有限公司',
  companyNameEn: 'Hengtai Precision Machinery Co., Ltd.',
  copyright: '2019-2025',
  home: 'home',
  // empty: the login at `/` asks which tenant to open
  defaultTenant: '',
  primaryColor: '#0f766e',
};

export default build;
