// The calls of the portals' check task page (types only from the contracts).
import { client } from '../../../../src/api/services';
import type { equipmentStacks } from '../../pages';

export const CheckTaskApi = client<typeof equipmentStacks.CheckTask.service>('equipment.CheckTask');
export const quiet = { ignoreError: true } as const;
