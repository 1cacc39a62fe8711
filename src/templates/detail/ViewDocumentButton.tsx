// 查看单据 on a saved document's detail: its dedicated read-only view (renderers/receipt-details,
// by receipt type code) in a drawer over the detail, so the user keeps their place (and any
// unsaved edits) while reading the whole document with where it came from and went to. Shown only
// for receipt types that have a view.
import FileSearchOutlined from '@ant-design/icons/FileSearchOutlined';
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasReceiptDetail, receiptDetailOf } from '../../../renderers/receipt-details/registry';
import type { RecordValue } from '../../../schemas/rpc/datax';
import { currentLanguage } from '../../i18n';

const LABEL = { zh_CN: '查看单据', en_US: 'View document' } as const;

export interface ViewDocumentButtonProps {
  entityCode: string;
  receiptTypeCode: string | null;
  record: RecordValue | null;
}

export function ViewDocumentButton({ entityCode, receiptTypeCode, record }: ViewDocumentButtonProps) {
  useTranslation(); // re-render on a language switch
  const [open, setOpen] = useState(false);
  if (!record || !hasReceiptDetail(receiptTypeCode)) return null;
  const { View } = receiptDetailOf(receiptTypeCode);
  const label = LABEL[currentLanguage()];
  return (
    <>
      <Button icon={<FileSearchOutlined />} onClick={() => setOpen(true)} data-testid="view-document">
        {label}
      </Button>
      <Drawer title={label} open={open} onClose={() => setOpen(false)} width="min(1100px, 96vw)" destroyOnHidden data-testid="view-document-drawer">
        {open ? <View receiptId={record.id} entityCode={entityCode} onNavigate={() => setOpen(false)} /> : null}
      </Drawer>
    </>
  );
}
