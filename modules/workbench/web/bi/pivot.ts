// The pivot grid as the page shows it (pivot-grid.ts), its groups labelled like the report pages'
// categories (a reference by name, an option in the user's language).
import type { Language } from '../../../../src/app/session/loginInfo';
import { categoryOf } from '../../../../src/templates/report/ReportChartSlot';
import type { BiResult } from '../../contracts';
import { type PivotGrid, pivotGrid as gridOf } from '../../pivot-grid';

export { groupKey, type PivotHeader, type PivotLine } from '../../pivot-grid';

export const pivotGrid = (r: BiResult, language: Language): PivotGrid => gridOf(r, (row, column) => categoryOf(row, column, language));
