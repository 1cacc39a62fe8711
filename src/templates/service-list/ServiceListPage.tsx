// Draws a declared call-backed list (types.ts): filters or a search box, the toolbar, the table
// with server-side paging (usePaged: page 1 of 0 and the error when the call fails) or a whole
// list, row actions gated by function codes and confirmed when destructive, ticked rows for the
// toolbar's actions on them, the modal form and the page's own dialogs and drawers.
import { Alert, App, Button, Card, Table } from 'antd';
import { type HTMLAttributes, type ReactNode, useState } from 'react';
import type { Paged } from '../../../schemas/rpc/define';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/errors';
import { usePermission } from '../../engine/PermissionContext';
import { useOpenPage } from '../shared/useOpenPage';
import { usePaged } from '../shared/usePaged';
import { columnsOf } from './columns';
import { FilterBar } from './filters';
import { FormModal } from './FormModal';
import type { ModalProps, RowAction, RowKey, ServiceListDef, ToolbarAction } from './types';

/** A row that opens on a double click, or on Enter when the row itself (not one of its buttons) has the focus. */
function opensOnEnter(open: () => void): HTMLAttributes<HTMLElement> {
  return {
    tabIndex: 0,
    onDoubleClick: open,
    onKeyDown: (e) => {
      if (e.key === 'Enter' && e.target === e.currentTarget) open();
    },
  };
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
  /** the keys of the rows ticked for the toolbar's `selected` actions */
  const [ticked, setTicked] = useState<RowKey[]>([]);
  const allowed = (fn?: string) => !fn || can(fn);
  const failed = (e: unknown) => void message.error(errorMessage(e, t(def.failedText)));

  /** rows changed: the page's own follow-up (a cache …), no ticks left on rows that may be gone, the current page again */
  const changed = () => {
    def.changed?.();
    setTicked([]);
    list.reload();
  };
  /** does the work, asking first when there is a question; a refusal is shown */
  const confirmThen = (question: string | undefined, danger: boolean | undefined, work: () => Promise<unknown>) => {
    const run = () => work().catch(failed);
    if (question === undefined) return void run();
    modal.confirm({ title: t(def.confirmTitle ?? 'templates.confirmTitle'), content: question, okText: t('common.ok'), okButtonProps: { danger }, cancelText: t('common.cancel'), onOk: run });
  };
  const runRow = async (a: RowAction<Row>, row: Row) => {
    const answer = await a.run!(row);
    const shows = a.showAnswer?.(answer, row);
    if (shows) setDialog({ render: shows });
    else if (!a.showAnswer) void message.success(a.said?.(answer) || t(a.done ?? 'templates.actionDone'));
    changed();
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
    if (a.run) confirmThen(a.confirm?.(row, t), a.confirmDanger ?? a.danger, () => runRow(a, row));
  };
  const onTool = async (a: ToolbarAction<F>) => {
    if (a.add) {
      setEditing(null);
      setFormOpen(true);
      return;
    }
    if (a.modal) return setDialog({ render: a.modal, done: a.done });
    if (a.open) return openPage(a.open);
    const selected = a.selected;
    if (selected)
      return confirmThen(a.confirm?.(ticked, t), a.danger, async () => {
        const answer = await selected(ticked);
        const shows = a.showAnswer?.(answer);
        if (shows) setDialog({ render: shows });
        else void message.success(t(a.done ?? 'templates.actionDone'));
        changed();
      });
    if (!a.run) return;
    setRunning(a.label);
    try {
      await a.run(list.filters, t);
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
    changed();
  };
  const dialogDone = () => {
    void message.success(t(dialog?.done ?? 'templates.actionDone'));
    setDialog(null);
    changed();
  };

  const rowActions = (def.rowActions ?? []).filter((a) => allowed(a.fn));
  const columns = columnsOf(def, rowActions, t, {
    openPage,
    onRow,
    openDialog: (c, row) => setDialog({ render: (props) => c.opens!(row, props) }),
  });

  const tools: ReactNode = (def.toolbar ?? [])
    .filter((a) => allowed(a.fn))
    .map((a) =>
      a.render ? (
        <span key={a.label}>{a.render({ changed })}</span>
      ) : (
        <Button key={a.label} type={a.primary || a.add ? 'primary' : 'default'} icon={a.icon} danger={a.danger} disabled={!!a.selected && !ticked.length} loading={running === a.label} onClick={() => void onTool(a)} data-testid={a.testId ?? `${def.testId}-${a.label.split('.').pop()}`}>
          {t(a.label)}
        </Button>
      ),
    );
  const table = def.table ?? {};
  const selection = def.selection && allowed(def.selection.fn) ? def.selection : null;
  const disabled = selection?.disabled;

  const body = (
    <>
      <FilterBar def={def} onSearch={list.search} extra={tools} />
      {notice ? <Alert type="info" showIcon message={t(notice)} style={{ marginBottom: 12 }} /> : null}
      {list.error ? <Alert type="error" showIcon message={list.error} style={{ marginBottom: 12 }} /> : null}
      <Table<Row>
        rowKey={def.rowKey ?? 'id'}
        size={table.size ?? 'middle'}
        columns={columns}
        dataSource={list.items}
        loading={list.loading}
        scroll={table.scroll}
        locale={table.emptyText ? { emptyText: t(table.emptyText) } : undefined}
        data-testid={`${def.testId}-table`}
        onRow={def.onOpen ? (row) => opensOnEnter(() => openPage(def.onOpen!(row))) : undefined}
        rowSelection={selection ? { selectedRowKeys: ticked, onChange: (keys) => setTicked(keys as RowKey[]), getCheckboxProps: disabled ? (row) => ({ disabled: disabled(row) }) : undefined } : undefined}
        pagination={
          def.paged === false
            ? false
            : { current: list.page, pageSize: list.pageSize, total: list.total, showSizeChanger: table.sizeChanger ?? true, showTotal: (total) => t(def.totalText, { total }), onChange: list.setPage }
        }
      />
      {def.form ? (
        <FormModal def={def.form} testId={def.testId} open={formOpen} editing={editing} failedText={def.failedText} onClose={() => setFormOpen(false)} onSaved={saved} />
      ) : null}
      {dialog?.render({ open: true, onClose: () => setDialog(null), onDone: dialogDone, reload: changed })}
    </>
  );
  if (def.bare) return body;
  return (
    <Card variant="borderless" data-testid={`${def.testId}-page`}>
      {body}
    </Card>
  );
}
