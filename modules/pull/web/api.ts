import { client } from '../../../src/api/services';
import type { pullMatMon, pullProcessCall } from '../contracts';

export const MatMonApi = client<typeof pullMatMon>('pull.MatMon');
export const CallApi = client<typeof pullProcessCall>('pull.ProcessCall');
