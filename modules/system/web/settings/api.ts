// 个人设置's client (system.Setting): only types come from the contracts.
import { client } from '../../../../src/api/services';
import type { systemSetting } from '../../contracts/settings';

export const SettingApi = client<typeof systemSetting>('system.Setting');
/** the same as contracts/settings.ts LANGUAGES (not imported: that module holds zod) */
export const LANGUAGE_CHOICES = ['zh_CN', 'en_US'] as const;
