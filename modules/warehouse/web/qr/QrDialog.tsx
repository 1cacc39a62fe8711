// 生成库位二维码 on the position list: the QR codes of the selected positions (wms.Stock
// generatePositionQr), each with its code and name, as a sheet to print and stick on the racks.
// 打印 prints the sheet alone (a print style hides the rest of the page while it prints).
import { Alert, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../src/api/errors';
import type { PositionQr } from '../../stock-queries';
import { quiet, WmsStockApi } from '../api';

const PRINT_STYLE = `@media print {
  body * { visibility: hidden !important; }
  .position-qr-sheet, .position-qr-sheet * { visibility: visible !important; }
  .position-qr-sheet { position: fixed; inset: 0; }
}`;

function QrDialog({ ids, onClose }: { ids: number[]; onClose: (made: number) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const [codes, setCodes] = useState<PositionQr[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    WmsStockApi.generatePositionQr([ids, 256], quiet).then(setCodes, (e: unknown) => setError(errorMessage(e, t('warehouse.qr.loadFailed'))));
  }, [ids, t]);
  return (
    <Modal
      open={open}
      width={720}
      title={t('warehouse.qr.title')}
      okText={t('warehouse.qr.print')}
      okButtonProps={{ disabled: !codes?.length }}
      onOk={() => window.print()}
      onCancel={() => setOpen(false)}
      afterOpenChange={(shown) => !shown && onClose(codes?.length ?? 0)}
      destroyOnHidden
    >
      <style>{PRINT_STYLE}</style>
      {error ? <Alert type="error" showIcon message={error} /> : null}
      {!codes && !error ? <Spin /> : null}
      <div className="position-qr-sheet" data-testid="position-qr-sheet" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 16 }}>
        {codes?.map((q) => (
          <figure key={q.positionId} data-code={q.code} style={{ margin: 0, textAlign: 'center', breakInside: 'avoid' }}>
            <img src={q.png} alt={q.code} width={128} height={128} style={{ imageRendering: 'pixelated' }} />
            <figcaption style={{ fontWeight: 600 }}>{q.code}</figcaption>
            {q.name ? <figcaption>{q.name}</figcaption> : null}
          </figure>
        ))}
      </div>
    </Modal>
  );
}

export { QrDialog };
