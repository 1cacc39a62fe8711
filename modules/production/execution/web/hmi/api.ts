// The calls the Hmi station uses beyond the execution's own clients (types only from the contracts).
import { client } from '../../../../../src/api/services';
import type { mdmEquipment } from '../../../contracts';

export const EquipmentApi = client<typeof mdmEquipment>('mdm.Equipment');
export { FeedingApi, OrderExecApi, OutputApi, quiet } from '../api';
