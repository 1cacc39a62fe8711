// The documents of the trace beside the graph, oldest first: the keyboard's way through the graph
// (each openable document is a button) and a readable list on any screen.
import { Button, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReceiptStatus } from '../../../schemas/entities/define';
import type { RouteReceipt } from '../../../schemas/rpc/receiptPath';
import { STATUS_COLORS } from '../../../renderers/fields/Status';
import { formatDt } from '../../../renderers/trace-graph/nodeCell';

interface ReceiptListProps {
  receipts: readonly RouteReceipt[];
  focusId: number | null;
  canOpen: (receipt: RouteReceipt) => boolean;
  onOpen: (receipt: RouteReceipt) => void;
}

const byDate = (a: RouteReceipt, b: RouteReceipt) => (a.createDt ?? '').localeCompare(b.createDt ?? '') || a.id - b.id;

export function ReceiptList({ receipts, focusId, canOpen, onOpen }: ReceiptListProps) {
  const { t } = useTranslation();
  const sorted = [...receipts].sort(byDate);
  return (
    <section aria-labelledby="trace-documents-title" data-testid="trace-documents">
      <Typography.Title level={5} id="trace-documents-title" style={{ marginTop: 0 }}>
        {t('trace.documents', { count: receipts.length })}
      </Typography.Title>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {sorted.map((r) => {
          const label = r.code ?? `#${r.id}`;
          const openable = canOpen(r);
          return (
            <li key={r.id} data-testid={`trace-document-${r.id}`} style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
              <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
                {openable ? (
                  <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpen(r)}>
                    {label}
                  </Button>
                ) : (
                  <Tooltip title={t('trace.noPage')}>
                    <Typography.Text aria-disabled="true" tabIndex={0} style={{ cursor: 'not-allowed' }}>
                      {label}
                    </Typography.Text>
                  </Tooltip>
                )}
                {r.status ? <Tag color={STATUS_COLORS[r.status.dict as ReceiptStatus] ?? 'default'}>{r.status.name}</Tag> : null}
                {r.id === focusId ? <Tag color="blue">{t('trace.current')}</Tag> : null}
              </div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {[r.receiptTypeName, r.createName, formatDt(r.createDt)].filter(Boolean).join(' · ')}
              </Typography.Text>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
