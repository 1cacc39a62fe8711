// VformList's workspace/history toggle and status filter: the workspace shows every status except
// Finish (narrowed by the status choice), history shows Finish.
import { Segmented, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { RECEIPT_STATUSES, type ReceiptStatus } from '../../../schemas/entities/define';
import { STATUS_NAMES } from '../../../schemas/receipts';
import { currentLanguage } from '../../i18n';

export type ListMode = 'workspace' | 'history';

export const WORKSPACE_STATUSES: readonly ReceiptStatus[] = RECEIPT_STATUSES.filter((s) => s !== 'Finish');
export const HISTORY_STATUSES: readonly ReceiptStatus[] = ['Finish'];

/** The status part of the list query. */
export function statusFilterMap(mode: ListMode, chosen: readonly ReceiptStatus[]): Record<string, unknown> {
  if (mode === 'history') return { status_dict: [...HISTORY_STATUSES] };
  return { status_dict: chosen.length ? [...chosen] : [...WORKSPACE_STATUSES] };
}

interface StatusFilterProps {
  mode: ListMode;
  chosen: ReceiptStatus[];
  onChange: (mode: ListMode, chosen: ReceiptStatus[]) => void;
}

export function StatusFilter({ mode, chosen, onChange }: StatusFilterProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <>
      <Segmented<ListMode>
        value={mode}
        options={[
          { value: 'workspace', label: t('templates.workspace') },
          { value: 'history', label: t('templates.history') },
        ]}
        onChange={(next) => onChange(next, [])}
      />
      {mode === 'workspace' ? (
        <Select<ReceiptStatus[]>
          mode="multiple"
          allowClear
          aria-label={t('templates.status')}
          placeholder={t('templates.allStatuses')}
          style={{ minWidth: 200 }}
          value={chosen}
          maxTagCount="responsive"
          options={WORKSPACE_STATUSES.map((s) => ({ value: s, label: STATUS_NAMES[s][language] }))}
          onChange={(next) => onChange('workspace', next)}
        />
      ) : null}
    </>
  );
}
