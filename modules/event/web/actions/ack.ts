// 确认 on an event row: at once (nothing to ask); a refusal (已确认, 已关闭) shows as the action's error.
import { i18n } from '../../../../src/i18n';
import type { ActionHandler } from '../../../../src/templates/actions/registry';
import { EventApi } from '../api';

const ack: ActionHandler = async ({ records }) => {
  const row = records[0];
  if (!row) return i18n.t('event.none');
  await EventApi.acknowledge([{ id: Number(row.id) }]);
  return i18n.t('event.acked', { code: String(row.code ?? '') });
};

export default ack;
