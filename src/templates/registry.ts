// The low-code templates by class name, each loaded on demand (the shell's main chunk carries only
// these import() calls; the engine, Formily and the templates stay in their own chunks).
import type { ComponentType } from 'react';
import type { TemplateClass } from '../../schemas/pages/types';

export type { TemplateClass };

export const TEMPLATES: Readonly<Record<TemplateClass, () => Promise<{ default: ComponentType }>>> = {
  DataList: () => import('./DataList'),
  EntityDataList: () => import('./EntityDataList'),
  VformList: () => import('./VformList'),
  VformDsvList: () => import('./VformDsvList'),
  DataDetail: () => import('./DataDetail'),
  VformDetail: () => import('./VformDetail'),
  // reports as data: a declaration's rows, totals and (lazily) its chart
  Report: () => import('./report/ReportPage'),
  // dashboards as data: widgets over report declarations, refreshed on an interval and on pushes
  Dashboard: () => import('./dashboard/DashboardPage'),
};
