// The boards' one page stack: 计件单价 (task/PieceRate, list + detail), beside 计件工资 in the menu.
import { masterDataStack, pagesByKey } from '../../../schemas/documents/stack';
import { PieceRate } from './entities';

export const boardsStacks = {
  PieceRate: masterDataStack({
    entity: PieceRate,
    list: { url: 'task/PieceRate', labels: ['计件单价', 'Piece rates'], uniqueKeys: [] },
    detail: { url: 'task/PieceRateDetail', labels: ['计件单价详情', 'Piece rate detail'] },
  }),
};

/** The page definitions by stack (their urls). */
export const boardsPages = pagesByKey(boardsStacks);
