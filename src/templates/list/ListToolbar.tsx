import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import { App, Button, Space, Typography } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordQuery } from '../../../schemas/rpc/datax';
import { errorMessage } from '../../api/errors';
import type { Operation } from '../shared/functionCodes';
import { downloadTemplate, exportRecords, templateUrl } from './download';
import { PRINT_BATCH_MAX } from '../print/printFiles';
import { ImportButton } from './ImportButton';
import type { ToolAction } from './listConfig';

/** the preview loads with the first print: not in the main bundle */
const PrintPreview = lazy(() => import('../print/PrintPreview'));

interface ListToolbarProps {
  title: string;
  tools: readonly ToolAction[];
  can: (operation: Operation) => boolean;
  entityCode: string;
  listUrl: string;
  query: RecordQuery;
  selectedCount: number;
  /** ids of the selected rows: what 打印 prints (one PDF for all of them) */
  selectedIds?: ReadonlyArray<number | string>;
  onAdd: () => void;
  onDeleteSelected: () => void;
  onImported: () => void;
  /** the page's declared toolbar actions */
  actions?: ReactNode;
  /** the status filter and column chooser */
  children?: ReactNode;
}

/** The title bar: title, then the buttons the class configures and the role is granted. */
export function ListToolbar(props: ListToolbarProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);
  const [printIds, setPrintIds] = useState<number[] | null>(null);
  const shown = (tool: ToolAction) => props.tools.includes(tool) && props.can(tool === 'add' ? 'create' : tool);

  const doTemplate = async () => {
    try {
      await downloadTemplate(props.entityCode);
    } catch (error) {
      void message.error(errorMessage(error, t('rpc.serviceException')));
    }
  };

  const doExport = async () => {
    setExporting(true);
    const hide = message.loading(t('templates.exporting'), 0);
    try {
      await exportRecords(props.query, props.title);
    } catch (error) {
      void message.error(errorMessage(error, t('rpc.serviceException')));
    } finally {
      hide();
      setExporting(false);
    }
  };

  const doPrint = () => {
    const ids = (props.selectedIds ?? []).map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
    if (!ids.length) void message.warning(t('templates.printSelectFirst'));
    else if (ids.length > PRINT_BATCH_MAX) void message.warning(t('templates.printTooMany', { max: PRINT_BATCH_MAX }));
    else setPrintIds(ids);
  };

  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap', marginBottom: 12 }} className="lowcode-toolbar">
      <Typography.Title level={4} style={{ margin: 0, flex: '1 1 auto' }}>
        {props.title}
      </Typography.Title>
      <Space wrap>
        {props.children}
        {shown('add') ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={props.onAdd}>
            {t('templates.add')}
          </Button>
        ) : null}
        {props.selectedCount > 0 && props.can('delete') ? (
          <Button danger icon={<DeleteOutlined />} onClick={props.onDeleteSelected}>
            {t('templates.deleteSelected')}
          </Button>
        ) : null}
        {props.actions}
        {shown('import') ? (
          <>
            <ImportButton entityCode={props.entityCode} pageUrl={props.listUrl} onImported={props.onImported} />
            {/* a link that keyboards and screen readers know; the click fetches it with the session headers */}
            <Typography.Link
              href={templateUrl(props.entityCode)}
              onClick={(event) => {
                event.preventDefault();
                void doTemplate();
              }}
            >
              {t('templates.importTemplate')}
            </Typography.Link>
          </>
        ) : null}
        {shown('export') ? (
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void doExport()}>
            {t('templates.export')}
          </Button>
        ) : null}
        {shown('print') ? (
          <Button icon={<PrinterOutlined />} onClick={doPrint}>
            {t('templates.print')}
          </Button>
        ) : null}
        {printIds ? (
          <Suspense fallback={null}>
            <PrintPreview entityCode={props.entityCode} ids={printIds} onClose={() => setPrintIds(null)} />
          </Suspense>
        ) : null}
      </Space>
    </div>
  );
}
