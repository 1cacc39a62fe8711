// 关闭 and 评论 on an event row: each opens its dialog (EventDialog.tsx); nothing done when it is
// closed without saving.
import { i18n } from '../../../../src/i18n';
import type { ActionHandler } from '../../../../src/templates/actions/registry';
import type { EventDialogKind } from '../EventDialog';

const withDialog =
  (kind: EventDialogKind): ActionHandler =>
  async ({ records }) => {
    const row = records[0];
    if (!row) return i18n.t('event.none');
    const { openEventDialog } = await import('../EventDialog');
    return (await openEventDialog(kind, { id: Number(row.id), code: String(row.code ?? '') })) ? i18n.t('event.done') : i18n.t('event.none');
  };

export const closeAction = withDialog('close');
export const commentAction = withDialog('comment');
