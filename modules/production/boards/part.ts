// 生产看板与报表: the process board, production display and the task/* reports — declarations merged into the production module.
import type { ProductionPart } from '../part';

export const boardsPart: ProductionPart = {};
