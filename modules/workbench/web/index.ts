// The web part of 工作台: home (the workbench), 大屏展示 (also the page of external URLs), BI分析 and
// 三维工厂 — each loaded when first opened (three.js only with the 3D factory) — and their strings.
import { defineWebModule } from '../../../src/app/modules/defineWebModule';
import { BI_URL, DISPLAY_URL, FACTORY_URL, HOME_URL } from '../menus';

export default defineWebModule({
  code: 'workbench',
  routes: [
    { path: HOME_URL, fixed: true, title: { zh_CN: '首页', en_US: 'Home' }, load: () => import('./home/HomePage') },
    { path: DISPLAY_URL, fixed: true, title: { zh_CN: '大屏展示', en_US: 'Big screen' }, load: () => import('./display/DisplayPage') },
    { path: BI_URL, fixed: true, title: { zh_CN: 'BI分析', en_US: 'BI analysis' }, load: () => import('./bi/BiPage') },
    { path: FACTORY_URL, load: () => import('./factory/FactoryPage') },
  ],
  i18n: { zh_CN: () => import('./i18n/zh_CN'), en_US: () => import('./i18n/en_US') },
});
