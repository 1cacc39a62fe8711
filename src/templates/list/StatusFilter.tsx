// VformList's workspace/history toggle and status filter: the workspace shows its statuses (by
// default every status except Finish; documents: the open group Saved, Commit, Audit, DeApproval), narrowed by the status
// choice, in the page's order; the history shows its own (default Finish; documents Finish, Manual).
import { Segmented, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { RECEIPT_STATUSES, type ReceiptStatus } from '../../../schemas/entities/define';
import { STATUS_NAMES } from '../../../schemas/receipts';
import { currentLanguage } from '../../i18n';

export type ListMode = 'workspace' | 'history';

export const WORKSPACE_STATUSES: readonly ReceiptStatus[] = RECEIPT_STATUSES.filter((s) => s !== 'Finish');
export const HISTORY_STATUSES: readonly ReceiptStatus[] = ['Finish'];

export interface ListStatuses {
  open: readonly ReceiptStatus[];
  history: readonly ReceiptStatus[];
}

export const DEFAULT_LIST_STATUSES: ListStatuses = { open: WORKSPACE_STATUSES, history: HISTORY_STATUSES };

/** The page's declared lists (unknown statuses dropped), else the defaults. */
export function listStatusesOf(declared: { open: string[]; history: string[] } | undefined): ListStatuses {
  if (!declared) return DEFAULT_LIST_STATUSES;
  const known = (xs: string[]) => xs.filter((s): s is ReceiptStatus => (RECEIPT_STATUSES as readonly string[]).includes(s));
  return { open: known(declared.open), history: known(declared.history) };
}

/** The status part of the list query. */
export function statusFilterMap(mode: ListMode, chosen: readonly ReceiptStatus[], lists: ListStatuses = DEFAULT_LIST_STATUSES): Record<string, unknown> {
  if (mode === 'history') return { status_dict: [...lists.history] };
  return { status_dict: chosen.length ? [...chosen] : [...lists.open] };
}

interface StatusFilterProps {
  mode: ListMode;
  chosen: ReceiptStatus[];
  onChange: (mode: ListMode, chosen: ReceiptStatus[]) => void;
  lists?: ListStatuses;
}

export function StatusFilter({ mode, chosen, onChange, lists = DEFAULT_LIST_STATUSES }: StatusFilterProps) {
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
          options={lists.open.map((s) => ({ value: s, label: STATUS_NAMES[s][language] }))}
          onChange={(next) => onChange('workspace', next)}
        />
      ) : null}
    </>
  );
}
