// 数据服务 (market/*, datax/ApiMaskDetail): saved queries and tables published as masked HTTP APIs with keys, quotas and logs. A part of 数据治理: its menu entries take the places of the module's planned entries by url.
// API服务 holds the services and, in its second tab, the consumers' keys (functions createKey,
// updateKey, deleteKey); the published services answer on GET /open-api/{tenant}/{path}
// (server/open-route.ts). Its tenant parameter (params.ts) is declared by the module (parts have none).
import { btn, detail, list, page, viewOnly } from '../../../schemas/menus/buttons';
import { definePart } from '../../../schemas/modules/define';
import { MARKET_TABLES } from './tables';

export const marketPart = definePart({
  code: 'market',
  tenantTables: [...MARKET_TABLES],
  menus: {
    Web: {
      replace: {
        'market/Api': [
          list('market/Api', 'API服务', 'API services', undefined, {
            extra: [
              btn('market.api', 'publish', '发布', 'Publish'),
              btn('market.api', 'offline', '下线', 'Take offline'),
              btn('market.api', 'createKey', '新增密钥', 'Add key'),
              btn('market.api', 'updateKey', '编辑密钥', 'Edit key'),
              btn('market.api', 'deleteKey', '删除密钥', 'Delete key'),
            ],
          }),
        ],
        'market/Mask': [list('market/Mask', '数据脱敏', 'Data masking', 'datax/ApiMaskDetail')],
        'datax/ApiMaskDetail': [detail('datax/ApiMaskDetail', '脱敏规则详情', 'Masking rule detail')],
        'market/Integration': [list('market/Integration', '服务集成', 'Service integration', undefined, { extra: [btn('market.integration', 'run', '立即执行', 'Run now')] })],
        // the logs are read-only lists (no export yet: their functions would be buttons without an action)
        'market/ApiLog': [page('market/ApiLog', 'API调用日志', 'API call log', { buttons: viewOnly() })],
        'market/ServiceLog': [page('market/ServiceLog', '服务日志', 'Service log', { buttons: viewOnly() })],
      },
    },
  },
  server: () => import('./server'),
});
