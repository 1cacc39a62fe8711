// The calls of the Hmi's 设备状态 (types only from the contracts).
import { client } from '../../../../src/api/services';
import type { equipmentMachineService } from '../../contracts';

export const MachineApi = client<typeof equipmentMachineService>('equipment.Machine');
export { quiet } from '../portal/api';
