// Status: a record's status_dict ({dict, name}, or just the status code) as a coloured tag.
// Read-only everywhere: statuses move through the receipt actions, never through a form.
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { RECEIPT_STATUSES, type ReceiptStatus } from '../../schemas/entities/define';
import { STATUS_NAMES } from '../../schemas/receipts';
import { currentLanguage } from '../../src/i18n';
import type { FieldRenderer } from './types';
import { EMPTY } from './shared/text';

export const STATUS_COLORS: Record<ReceiptStatus, string> = {
  Saved: 'default',
  Commit: 'processing',
  Audit: 'success',
  Reject: 'error',
  DeApproval: 'warning',
  Finish: 'success',
  Manual: 'default',
  Repeal: 'default',
  Ongoing: 'processing',
};

const isStatus = (code: string): code is ReceiptStatus => (RECEIPT_STATUSES as readonly string[]).includes(code);

function statusOf(value: unknown): { code: string; name: string } | null {
  if (typeof value === 'string' && value) return { code: value, name: '' };
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const o = value as Record<string, unknown>;
  const code = typeof o.dict === 'string' ? o.dict : typeof o.code === 'string' ? o.code : '';
  const name = typeof o.name === 'string' ? o.name : '';
  return code || name ? { code, name } : null;
}

/** Known statuses are named in the UI language; others keep the server's name (or their code). */
function statusName(status: { code: string; name: string }): string {
  if (isStatus(status.code)) return STATUS_NAMES[status.code][currentLanguage()];
  return status.name || status.code;
}

function StatusTag({ value }: { value: unknown }) {
  useTranslation(); // re-render on language change
  const status = statusOf(value);
  if (!status) return <span>{EMPTY}</span>;
  const known = isStatus(status.code);
  return (
    <Tag color={known ? STATUS_COLORS[status.code as ReceiptStatus] : 'default'} style={status.code === 'Repeal' ? { textDecoration: 'line-through' } : undefined}>
      {statusName(status)}
    </Tag>
  );
}

export const StatusRenderer: FieldRenderer = {
  dataType: 'Status',
  valueType: 'object',
  Edit: ({ value }) => <StatusTag value={value} />,
  Read: ({ value }) => <StatusTag value={value} />,
  Cell: ({ value }) => <StatusTag value={value} />,
  text: (value) => {
    const status = statusOf(value);
    return status ? statusName(status) : '';
  },
};
