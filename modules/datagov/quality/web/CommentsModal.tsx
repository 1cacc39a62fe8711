// An issue's comments in order, and a new one added by a role that may handle issues.
import { App, Button, Empty, Input, List, Modal, Space } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../src/api/errors';
import { usePermission } from '../../../../src/engine/PermissionContext';
import type { ModalProps } from '../../../../src/templates/service-list/types';
import type { CommentView, IssueView } from '../contracts';
import { QualityApi } from './api';

export function CommentsModal({ issue, open, onClose }: { issue: IssueView } & ModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const may = usePermission()('dataquality.issue.update');
  const [list, setList] = useState<CommentView[] | null>(null);
  const [body, setBody] = useState('');
  const [sending, setSending] = useState(false);
  const load = useCallback(() => {
    QualityApi.comments([issue.id], { ignoreError: true }).then(setList, () => setList([]));
  }, [issue.id]);
  useEffect(() => {
    if (open) load();
  }, [open, load]);
  const send = async () => {
    setSending(true);
    try {
      await QualityApi.comment([{ id: issue.id, body }], { ignoreError: true });
      setBody('');
      load();
    } catch (e) {
      message.error(errorMessage(e, t('datagov.failed')));
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={640} title={`${t('datagov.quality.comments')} · #${issue.id} ${issue.ruleName}`} destroyOnHidden>
      {list && !list.length ? (
        <Empty description={t('datagov.quality.noComments')} />
      ) : (
        <List loading={!list} dataSource={list ?? []} renderItem={(c) => <List.Item><List.Item.Meta title={`${c.byName ?? ''} · ${new Date(c.at).toLocaleString()}`} description={c.body} /></List.Item>} />
      )}
      {may && (
        <Space.Compact style={{ width: '100%', marginTop: 12 }}>
          <Input.TextArea value={body} maxLength={2000} autoSize={{ minRows: 2, maxRows: 6 }} placeholder={t('datagov.quality.commentPlaceholder')} onChange={(e) => setBody(e.target.value)} data-testid="dq-comment" />
          <Button type="primary" disabled={!body.trim()} loading={sending} onClick={send}>{t('datagov.quality.send')}</Button>
        </Space.Compact>
      )}
    </Modal>
  );
}
