// Which document to trace: a typed document id, or one of the user's recent ones. (A search by
// code across all receipt entities has no call yet; a document's detail opens the page with its
// id: OpenTraceButton.)
import { Input, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecentReceipt } from './recentReceipts';
import { parseReceiptId } from './traceHref';

interface ReceiptPickerProps {
  receiptId: number | null;
  recent: readonly RecentReceipt[];
  onPick: (receiptId: number) => void;
}

export function ReceiptPicker({ receiptId, recent, onPick }: ReceiptPickerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(receiptId === null ? '' : String(receiptId));
  const [invalid, setInvalid] = useState(false);

  // the URL may change under the page (another document's button, the recent list)
  useEffect(() => {
    setText(receiptId === null ? '' : String(receiptId));
    setInvalid(false);
  }, [receiptId]);

  const submit = (value: string) => {
    const id = parseReceiptId(value);
    setInvalid(id === null);
    if (id !== null) onPick(id);
  };

  return (
    <Space wrap align="start">
      <div>
        <Input.Search
          aria-label={t('trace.receiptId')}
          placeholder={t('trace.receiptIdPlaceholder')}
          enterButton={t('trace.search')}
          inputMode="numeric"
          value={text}
          status={invalid ? 'error' : undefined}
          onChange={(e) => setText(e.target.value)}
          onSearch={submit}
          style={{ width: 280 }}
          data-testid="trace-receipt-input"
        />
        {invalid ? (
          <Typography.Text type="danger" style={{ display: 'block', fontSize: 12 }} role="alert">
            {t('trace.invalidId')}
          </Typography.Text>
        ) : null}
      </div>
      {recent.length ? (
        <Select<number>
          aria-label={t('trace.recent')}
          placeholder={t('trace.recent')}
          value={null}
          onChange={(id) => onPick(id)}
          options={recent.map((r) => ({ value: r.id, label: `${r.receiptTypeName} ${r.code ?? `#${r.id}`}` }))}
          style={{ width: 240 }}
          data-testid="trace-recent"
        />
      ) : null}
    </Space>
  );
}
