// The print preview (a dialog 60% wide, the usual dialog width): the documents laid out as the server's PDF lays
// them out (schemas/print), with 打印 (the browser prints the preview only: print.css), 下载PDF
// (one document, or the batch as one PDF) and 导出Excel (one document). Loaded lazily by the
// toolbars: neither the layout code nor this dialog is in the main bundle.
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import FileExcelOutlined from '@ant-design/icons/FileExcelOutlined';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import { Alert, App, Button, Modal, Skeleton, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/errors';
import { currentLanguage } from '../../i18n';
import { downloadPrintFile, type PrintFileKind } from './printFiles';
import { PrintSheet } from './PrintSheet';
import { usePrintLayouts } from './usePrintLayouts';
import './print.css';

export interface PrintPreviewProps {
  entityCode: string;
  /** one document (detail) or the selected ones (list) */
  ids: readonly number[];
  onClose: () => void;
}

const PRINTING = 'plantform-printing';

/** The dialog's own node under body: the one thing print.css keeps when printing. */
function usePortal(): HTMLElement {
  const [node] = useState(() => {
    const div = document.createElement('div');
    div.className = 'plantform-print-portal';
    return div;
  });
  useEffect(() => {
    document.body.appendChild(node);
    return () => {
      node.remove();
      document.body.classList.remove(PRINTING);
    };
  }, [node]);
  return node;
}

function printPreviewOnly() {
  const done = () => {
    document.body.classList.remove(PRINTING);
    window.removeEventListener('afterprint', done);
  };
  document.body.classList.add(PRINTING);
  window.addEventListener('afterprint', done);
  window.print();
}

export default function PrintPreview({ entityCode, ids, onClose }: PrintPreviewProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const portal = usePortal();
  const { layouts, error } = usePrintLayouts(entityCode, ids, currentLanguage(), t('templates.printLoadFailed'));
  const [busy, setBusy] = useState<PrintFileKind | null>(null);
  const single = ids.length === 1;

  const download = async (kind: PrintFileKind) => {
    setBusy(kind);
    try {
      await downloadPrintFile(kind, entityCode, ids);
    } catch (e) {
      void message.error(errorMessage(e, t('rpc.serviceException')));
    } finally {
      setBusy(null);
    }
  };

  const footer = (
    <Space wrap>
      <Button type="primary" icon={<PrinterOutlined />} disabled={!layouts?.length} onClick={printPreviewOnly}>
        {t('templates.printNow')}
      </Button>
      <Button icon={<DownloadOutlined />} loading={busy === 'pdf'} disabled={busy !== null && busy !== 'pdf'} onClick={() => void download('pdf')}>
        {t('templates.downloadPdf')}
      </Button>
      {single ? (
        <Button icon={<FileExcelOutlined />} loading={busy === 'excel'} disabled={busy !== null && busy !== 'excel'} onClick={() => void download('excel')}>
          {t('templates.exportExcel')}
        </Button>
      ) : null}
      <Button onClick={onClose}>{t('templates.printClose')}</Button>
    </Space>
  );

  return (
    <Modal
      open
      width="60%"
      title={single ? t('templates.printPreview') : `${t('templates.printPreview')} · ${t('templates.printDocuments', { count: ids.length })}`}
      footer={footer}
      onCancel={onClose}
      getContainer={() => portal}
    >
      {error ? (
        <Alert type="error" showIcon message={t('templates.printLoadFailed')} description={error} />
      ) : layouts ? (
        <div className="print-sheets" data-testid="print-sheets">
          {layouts.map((layout, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the sheets are drawn once, in the order of the records picked, and never reorder
            <PrintSheet key={i} layout={layout} />
          ))}
        </div>
      ) : (
        <Skeleton active />
      )}
    </Modal>
  );
}
