// Draws a declared call-backed list (types.ts): filters or a search box, the toolbar, the table
// with server-side paging (usePaged: page 1 of 0 and the error when the call fails), row actions
// gated by function codes and confirmed when destructive, and the modal form.
import { Alert, App, Button, Card, Space, Table, type TableColumnsType } from 'antd';
import { type ReactNode, useState } from 'react';
import type { Paged } from '../../../schemas/rpc/define';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/errors';
import { usePermission } from '../../engine/PermissionContext';
import { useOpenPage } from '../shared/useOpenPage';
import { formatTime } from '../shared/formatTime';
import { usePaged } from '../shared/usePaged';
import { FilterBar } from './filters';
import { FormModal } from './FormModal';
import type { ColumnDef, ModalProps, RowAction, ServiceListDef, ToolbarAction } from './types';



function cell<Row>(c: ColumnDef<Row>) {
  if (c.render === 'time') return (_: unknown, row: Row) => formatTime(c.field ? (row[c.field] as string | null) : null);
  const render = c.render;
  return render ? (_: unknown, row: Row) => render(row) : undefined;
}

export function ServiceListPage<Row, F extends object>({ def }: { def: ServiceListDef<Row, F> }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const can = usePermission();
  const openPage = useOpenPage();
  const [notice, setNotice] = useState<string | null>(null);
  const list = usePaged<Row, F>(
    (q) =>
      def.load(q).then((answer) => {
        setNotice(def.notice?.(answer as Paged<Row> & Record<string, unknown>) ?? null);
        return answer;
      }),
    {} as F,
    def.pageSize,
  );
  const [editing, setEditing] = useState<Row | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  /** the open dialog of the page's own (a toolbar action's, or a row action's with its row) */
  const [dialog, setDialog] = useState<{ render: (props: ModalProps) => ReactNode; done?: string } | null>(null);
  const [running, setRunning] = useState<string | null>(null);
  const allowed = (fn?: string) => !fn || can(fn);
  const failed = (e: unknown) => void message.error(errorMessage(e, t(def.failedText)));

  const runRow = async (a: RowAction<Row>, row: Row) => {
    try {
      await a.run!(row);
      void message.success(t(a.done ?? 'templates.actionDone'));
      list.reload();
    } catch (e) {
      failed(e);
    }
  };
  const onRow = (a: RowAction<Row>, row: Row) => {
    if (a.edit) {
      setEditing(row);
      setFormOpen(true);
      return;
    }
    if (a.open) return openPage(a.open(row));
    if (a.modal) {
      const modal = a.modal;
      return setDialog({ render: (props) => modal(row, props), done: a.done });
    }
    if (!a.run) return;
    if (!a.confirm) return void runRow(a, row);
    modal.confirm({ title: t('templates.confirmTitle'), content: a.confirm(row, t), okText: t('common.ok'), okButtonProps: { danger: a.danger }, cancelText: t('common.cancel'), onOk: () => runRow(a, row) });
  };
  const onTool = async (a: ToolbarAction<F>) => {
    if (a.add) {
      setEditing(null);
      setFormOpen(true);
      return;
    }
    if (a.modal) return setDialog({ render: a.modal, done: a.done });
    if (!a.run) return;
    setRunning(a.label);
    try {
      await a.run(list.filters);
      if (a.done) void message.success(t(a.done));
    } catch (e) {
      failed(e);
    } finally {
      setRunning(null);
    }
  };

  const saved = () => {
    setFormOpen(false);
    void message.success(t(def.form?.saved ?? 'templates.actionDone'));
    list.reload();
  };
  const dialogDone = () => {
    void message.success(t(dialog?.done ?? 'templates.actionDone'));
    setDialog(null);
    list.reload();
  };

  const rowActions = (def.rowActions ?? []).filter((a) => allowed(a.fn));
  const columns: TableColumnsType<Row> = def.columns.map((c) => ({ title: t(c.title), key: c.key ?? c.field, dataIndex: c.field, width: c.width, align: c.align, ellipsis: c.ellipsis, render: cell(c) }));
  if (rowActions.length)
    columns.push({
      title: t('templates.actions'),
      key: 'actions',
      width: def.actionsWidth ?? 80 * rowActions.length + 40,
      render: (_, row) => (
        <Space size={0}>
          {rowActions.filter((a) => !a.visible || a.visible(row)).map((a) => (
            <Button key={a.label} type="link" size="small" danger={a.danger} disabled={a.disabled?.(row)} onClick={() => onRow(a, row)}>
              {t(a.label)}
            </Button>
          ))}
        </Space>
      ),
    });

  const tools: ReactNode = (def.toolbar ?? [])
    .filter((a) => allowed(a.fn))
    .map((a) => (
      <Button key={a.label} type={a.primary || a.add ? 'primary' : 'default'} icon={a.icon} loading={running === a.label} onClick={() => void onTool(a)} data-testid={`${def.testId}-${a.label.split('.').pop()}`}>
        {t(a.label)}
      </Button>
    ));

  return (
    <Card variant="borderless" data-testid={`${def.testId}-page`}>
      <FilterBar def={def} onSearch={list.search} extra={tools} />
      {notice ? <Alert type="info" showIcon message={t(notice)} style={{ marginBottom: 12 }} /> : null}
      {list.error ? <Alert type="error" showIcon message={list.error} style={{ marginBottom: 12 }} /> : null}
      <Table<Row>
        rowKey={def.rowKey ?? 'id'}
        size="middle"
        columns={columns}
        dataSource={list.items}
        loading={list.loading}
        data-testid={`${def.testId}-table`}
        pagination={{ current: list.page, pageSize: list.pageSize, total: list.total, showSizeChanger: true, showTotal: (total) => t(def.totalText, { total }), onChange: list.setPage }}
      />
      {def.form ? (
        <FormModal def={def.form} testId={def.testId} open={formOpen} editing={editing} failedText={def.failedText} onClose={() => setFormOpen(false)} onSaved={saved} />
      ) : null}
      {dialog?.render({ open: true, onClose: () => setDialog(null), onDone: dialogDone, reload: list.reload })}
    </Card>
  );
}
