// The boards' one generated page: 计件单价 (task/PieceRate, list + detail), beside 计件工资 in the menu.
import { masterDataPageDef as list, type PageDef } from '../../../schemas/pages/types';

export const boardsPages = {
  PieceRate: list('task/PieceRate', 'ProductionPieceRate', { uniqueKeys: [] }),
} satisfies Record<string, PageDef>;
