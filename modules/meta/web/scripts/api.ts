// The typed client of meta.TenantScript (表单脚本 of 实体管理).
import { client } from '../../../../src/api/services';
import type { metaTenantScript } from '../../scripts-contracts';

export const TenantScriptApi = client<typeof metaTenantScript>('meta.TenantScript');
