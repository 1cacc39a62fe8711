// The typed client of task.Order (types only from the contract).
import { client } from '../../../../src/api/services';
import type { taskOrder } from '../contracts';

export const OrderApi = client<typeof taskOrder>('task.Order');
