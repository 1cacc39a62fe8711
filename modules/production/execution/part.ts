// 生产执行: feeding, output, carry-over, returns, order tasks and the tracking map — declarations merged into the production module.
import type { ProductionPart } from '../part';

export const executionPart: ProductionPart = {};
