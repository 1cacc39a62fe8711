import AuditOutlined from '@ant-design/icons/AuditOutlined';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import RollbackOutlined from '@ant-design/icons/RollbackOutlined';
import SaveOutlined from '@ant-design/icons/SaveOutlined';
import SendOutlined from '@ant-design/icons/SendOutlined';
import { Button, Space, Typography } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { DetailAction } from './detailActions';

/** the preview loads with the first print: not in the main bundle */
const PrintPreview = lazy(() => import('../print/PrintPreview'));

export interface PrintTarget {
  entityCode: string;
  id: number;
}

/** The detail route's record (its query: entityCode, id), or null for a new one. */
function targetOfQuery(search: URLSearchParams): PrintTarget | null {
  const entityCode = search.get('entityCode');
  const id = search.get('id');
  return entityCode && id && /^\d+$/.test(id) ? { entityCode, id: Number(id) } : null;
}

interface DetailToolbarProps {
  title: string;
  status: ReactNode;
  actions: readonly DetailAction[];
  run: Record<DetailAction, () => unknown>;
  canPrint: boolean;
  pager: boolean;
  onBack: () => void;
  onStep: (delta: -1 | 1) => unknown;
  /** the page's declared actions, after the status actions */
  extra?: ReactNode;
  /** the record 打印 previews (default: the detail route's entityCode and id) */
  printTarget?: PrintTarget | null;
}

const ICONS: Record<DetailAction, ReactNode> = { save: <SaveOutlined />, audit: <AuditOutlined />, deApproval: <RollbackOutlined />, submit: <SendOutlined /> };

/** Title, status tag, then return / actions of the status / print / pager. */
export function DetailToolbar(props: DetailToolbarProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<DetailAction | null>(null);
  const [search] = useSearchParams();
  const printTarget = props.printTarget !== undefined ? props.printTarget : targetOfQuery(search);
  const [printing, setPrinting] = useState(false);
  const press = async (action: DetailAction) => {
    setBusy(action);
    try {
      await props.run[action]();
    } finally {
      setBusy(null);
    }
  };
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap', marginBottom: 16 }} className="lowcode-toolbar">
      <Space style={{ flex: '1 1 auto' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {props.title}
        </Typography.Title>
        <span data-testid="record-status">{props.status}</span>
      </Space>
      <Space wrap>
        <Button icon={<RollbackOutlined />} onClick={props.onBack}>
          {t('templates.back')}
        </Button>
        {props.actions.map((action) => (
          <Button key={action} type={action === 'save' ? 'primary' : 'default'} icon={ICONS[action]} loading={busy === action} disabled={busy !== null && busy !== action} onClick={() => void press(action)}>
            {t(`templates.${action}`)}
          </Button>
        ))}
        {props.extra}
        {props.canPrint ? (
          <Button icon={<PrinterOutlined />} disabled={!printTarget} onClick={() => setPrinting(true)}>
            {t('templates.print')}
          </Button>
        ) : null}
        {printing && printTarget ? (
          <Suspense fallback={null}>
            <PrintPreview entityCode={printTarget.entityCode} ids={[printTarget.id]} onClose={() => setPrinting(false)} />
          </Suspense>
        ) : null}
        {props.pager ? (
          <Space.Compact>
            <Button icon={<LeftOutlined />} onClick={() => void props.onStep(-1)}>
              {t('templates.previous')}
            </Button>
            <Button icon={<RightOutlined />} iconPosition="end" onClick={() => void props.onStep(1)}>
              {t('templates.next')}
            </Button>
          </Space.Compact>
        ) : null}
      </Space>
    </div>
  );
}
