// 打印标签 from the barcode list (a toolbar action): the selected barcodes' labels, in a dialog over
// the list. Mounted on its own (an action runs outside the page's React tree), with the app's theme
// and language; resolves with the number of labels printed (0: none).
import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openDialog } from '../../../../src/templates/actions/openDialog';
import { TagFields, useTagForm } from './TagForm';

function TagDialog({ codes, onClose }: { codes: string[]; onClose: (printed: number) => void }) {
  const { t } = useTranslation();
  const form = useTagForm(codes);
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

export function openTagDialog(codes: string[]): Promise<number> {
  return openDialog<number>((close) => <TagDialog codes={codes} onClose={close} />);
}
