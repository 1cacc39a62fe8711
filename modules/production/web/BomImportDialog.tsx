// The dialog of 导入BOM: what the sheet holds, and the import button bound to mdm.BOM/leadIn (its
// result dialog lists the rows refused); closes with the number of rows imported.
import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportButton } from '../../../src/templates/list/ImportButton';
import { BomApi, quiet } from './api';

export function BomImportDialog({ onClose }: { onClose: (imported: number) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const [imported, setImported] = useState(0);
  return (
    <Modal open={open} title={t('production.bom.importTitle')} onCancel={() => setOpen(false)} afterOpenChange={(o) => !o && onClose(imported)} footer={<Button onClick={() => setOpen(false)}>{t('production.bom.close')}</Button>}>
      <Typography.Paragraph>{t('production.bom.importHint')}</Typography.Paragraph>
      <ImportButton leadIn={(fileId) => BomApi.leadIn([fileId], quiet).then((r) => {
            setImported((n) => n + r.successCnt);
            return r;
          })} onImported={() => undefined} />
    </Modal>
  );
}
