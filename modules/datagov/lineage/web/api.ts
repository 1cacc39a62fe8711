// The typed client of 数据血缘 (only types come from the contracts: zod stays out of the bundle).
import { client } from '../../../../src/api/services';
import type { datagovLineage } from '../contracts';

export const LineageApi = client<typeof datagovLineage>('datagov.Lineage');
