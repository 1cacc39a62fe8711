import { client } from '../../../src/api/services';
import type { pullMatMon } from '../contracts';

export const MatMonApi = client<typeof pullMatMon>('pull.MatMon');
