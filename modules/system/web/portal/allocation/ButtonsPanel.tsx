// The buttons (functions) of the selected page the role gets: tick to give (addButton), untick to
// take (removeButtons), rename a given one (updateButton). A copy's functions carry `{code}@`.
import { Checkbox, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PageDetail } from '../../../../../schemas/rpc/portal';
import type { AllocatableItem, AllocNode } from '../../../../../schemas/rpc/portal-alloc';
import { MenuAllocApi } from '../../../../../src/api/services';
import { allocatedButtons, buttonsOf } from './allocTree';

interface Row {
  button: AllocatableItem;
  given: AllocNode | undefined;
  detail: PageDetail['buttons'][number] | undefined;
}

export interface ButtonsPanelProps {
  page: AllocatableItem;
  target: AllocNode;
  detail: PageDetail | null;
  busy: boolean;
  canChange: boolean;
  change: (run: () => Promise<unknown>, done?: string) => Promise<boolean>;
}

export function ButtonsPanel({ page, target, detail, busy, canChange, change }: ButtonsPanelProps) {
  const { t } = useTranslation();
  const given = allocatedButtons(target);
  const rows: Row[] = buttonsOf(page).map((button) => ({ button, given: given.get(button.id), detail: detail?.buttons.find((b) => b.code === button.code) }));
  const functionCode = (code: string) => (target.copyTag ? `${target.code}@${code}` : code);
  const toggle = (row: Row, on: boolean) =>
    on
      ? change(() => MenuAllocApi.addButton([{ allocId: target.id, menuIds: [row.button.id] }], { ignoreError: true }), t('alloc.buttonGiven'))
      : change(() => MenuAllocApi.removeButtons([[row.given!.id]], { ignoreError: true }), t('alloc.buttonTaken'));
  const rename = (row: Row, name: string) => {
    if (!row.given || !name.trim() || name.trim() === row.given.name) return;
    void change(() => MenuAllocApi.updateButton([{ id: row.given!.id, name: name.trim() }], { ignoreError: true }), t('alloc.buttonRenamed'));
  };
  return (
    <Table<Row>
      size="small"
      data-testid="alloc-buttons"
      rowKey={(r) => r.button.id}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('alloc.noButtons') }}
      columns={[
        {
          key: 'given',
          width: 40,
          render: (_, r) => (
            <Checkbox checked={!!r.given} disabled={!canChange || busy} onChange={(e) => void toggle(r, e.target.checked)} aria-label={t('alloc.giveButton', { name: r.button.name })} />
          ),
        },
        {
          key: 'name',
          title: t('alloc.buttonName'),
          render: (_, r) =>
            r.given && canChange ? (
              <Typography.Text editable={{ onChange: (name) => rename(r, name), triggerType: ['text', 'icon'] }}>{r.given.name}</Typography.Text>
            ) : (
              <Typography.Text type={r.given ? undefined : 'secondary'}>{r.button.name}</Typography.Text>
            ),
        },
        { key: 'code', title: t('alloc.functionCode'), render: (_, r) => <Typography.Text code style={{ whiteSpace: 'nowrap' }}>{functionCode(r.button.code)}</Typography.Text> },
        { key: 'detailPath', title: 'detailPath', render: (_, r) => r.detail?.detailPath ?? '—' },
        { key: 'templateCode', title: 'templateCode', render: (_, r) => r.detail?.templateCode ?? '—' },
        { key: 'detailAppCode', title: 'detailAppCode', render: (_, r) => r.detail?.detailAppCode ?? '—' },
      ]}
    />
  );
}
