// 打印标签 from a list (a toolbar action of 条码档案, 库位 and 物料): the selected rows' labels, in a
// dialog over the list — one dialog for every kind. Mounted on its own (an action runs outside the page's React tree), with the app's theme
// and language; resolves with the number of labels printed (0: none).
import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openDialog } from '../../../../src/templates/actions/openDialog';
import type { TargetKind } from '../../../identity/public';
import { TagFields, useTagForm } from './TagForm';

function TagDialog({ codes, kind, onClose }: { codes: string[]; kind: TargetKind; onClose: (printed: number) => void }) {
  const { t } = useTranslation();
  const form = useTagForm(codes, kind);
  const [open, setOpen] = useState(true);
  const [printed, setPrinted] = useState(0);
  const run = async () => {
    const n = await form.print();
    if (n === null) return;
    setPrinted(n);
    setOpen(false);
  };
  return (
    <Modal
      open={open}
      title={t('barcode.tag.title')}
      okText={t('barcode.tag.print')}
      okButtonProps={{ 'data-testid': 'barcode-tag-print' } as Record<string, string>}
      confirmLoading={form.running}
      onOk={() => void run()}
      onCancel={() => setOpen(false)}
      afterOpenChange={(shown) => !shown && onClose(printed)}
      destroyOnHidden
    >
      <TagFields form={form} />
    </Modal>
  );
}

export function openTagDialog(codes: string[], kind: TargetKind = 'barcode'): Promise<number> {
  return openDialog<number>((close) => <TagDialog codes={codes} kind={kind} onClose={close} />);
}
