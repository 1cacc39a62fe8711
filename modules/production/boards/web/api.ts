// The typed client of task.Board (types only from the contract: zod stays out of the bundle).
import { client } from '../../../../src/api/services';
import type { taskBoard } from '../contracts';

export const BoardApi = client<typeof taskBoard>('task.Board');
