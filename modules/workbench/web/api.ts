// The workbench's calls as the web uses them (the compiler checks each name against contracts.ts).
import { client } from '../../../src/api/services';
import type { biService, displayService, factoryService, homeService } from '../contracts';
import type { pinService } from '../pins';

export const BiApi = client<typeof biService>('workbench.Bi');
export const DisplayApi = client<typeof displayService>('workbench.Display');
export const HomeApi = client<typeof homeService>('workbench.Home');
export const FactoryApi = client<typeof factoryService>('workbench.Factory');
export const PinApi = client<typeof pinService>('workbench.Pins');
