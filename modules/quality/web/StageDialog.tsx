// 分批检验: the dialog of one incoming inspection judged in stages (100 of 1,000 now, 200 later).
// It lists the inspection's barcodes with their count, what the stages accepted and rejected so
// far and what is pending, takes this stage's accepted and rejected quantity per barcode (a row
// asking more than its pending is marked and not sent), shows the stage's totals and what stays
// pending, and posts quality.IncomingInspect/stage. A refusal shows the server's message in the
// dialog and keeps it open. Keyboard: a barcode typed or scanned into the filter and Enter goes to
// its row; Enter in a quantity goes to the next one, and on the last submits.
import { Alert, Button, Empty, Input, Modal, Space, Spin, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type KeyboardEvent, memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { client } from '../../../src/api/services';
import { errorMessage } from '../../../src/api/errors';
import { openDialog } from '../../../src/templates/actions/openDialog';
import type { incomingInspect, StageAnswer } from '../contracts';
import { acceptAllPending, type Entries, entryOf, hasPending, JUDGED_STATES, problemOf, type StageEntry, type StageRow, stageArgument, stageRows, stageTotals } from './stage-form';

const IncomingApi = client<typeof incomingInspect>('quality.IncomingInspect');
/** our own failure display in the dialog: no global notice */
const quiet = { ignoreError: true } as const;

type Field = keyof StageEntry;
const FIELDS: readonly Field[] = ['accepted', 'rejected'];

interface Loaded {
  code: string;
  judged: boolean;
  rows: StageRow[];
}

interface QtyInputProps {
  code: string;
  field: Field;
  label: string;
  value: string;
  error: boolean;
  disabled: boolean;
  onEdit: (code: string, field: Field, value: string) => void;
  onEnter: (key: string) => void;
  register: (key: string, node: HTMLInputElement | null) => void;
}

/** One quantity of one barcode: redrawn only when its own props change; Enter goes on. */
const QtyInput = memo(function QtyInput({ code, field, label, value, error, disabled, onEdit, onEnter, register }: QtyInputProps) {
  const key = `${code}:${field}`;
  return (
    <Input
      size="small"
      inputMode="decimal"
      aria-label={label}
      status={error ? 'error' : undefined}
      disabled={disabled}
      value={value}
      ref={(el) => {
        register(key, el?.input ?? null);
      }}
      onChange={(e) => onEdit(code, field, e.target.value)}
      onKeyDown={(e) => {
        if (e.key !== 'Enter') return;
        e.preventDefault();
        onEnter(key);
      }}
    />
  );
});

interface Props {
  id: number;
  onClose: (answer: StageAnswer | null) => void;
}

export function StageDialog({ id, onClose }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [entries, setEntries] = useState<Entries>({});
  const [filter, setFilter] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const answer = useRef<StageAnswer | null>(null);
  const inputs = useRef(new Map<string, HTMLInputElement>());

  useEffect(() => {
    IncomingApi.detail([id], quiet)
      .then((r) => setLoaded({ code: String(r.code ?? ''), judged: JUDGED_STATES.includes(String(r.state)), rows: stageRows(r) }))
      .catch((e) => setError(errorMessage(e, t('quality.stage.loadFailed'))));
  }, [id, t]);

  const rows = loaded?.rows ?? [];
  const shown = useMemo(() => {
    const f = filter.trim().toLowerCase();
    return f ? rows.filter((r) => r.code.toLowerCase().includes(f)) : rows;
  }, [rows, filter]);
  const totals = useMemo(() => stageTotals(rows, entries), [rows, entries]);
  const editable = !!loaded && !loaded.judged;

  const submit = async () => {
    if (!loaded || running) return;
    const made = stageArgument(id, rows, entries);
    if (!('arg' in made)) {
      setError(made.problem === 'nothing' ? t('quality.stage.nothing') : t('quality.stage.fix', { code: made.code }));
      return;
    }
    setRunning(true);
    setError(null);
    try {
      answer.current = await IncomingApi.stage([made.arg], quiet);
      setOpen(false);
    } catch (e) {
      setError(errorMessage(e, t('quality.stage.failed')));
    } finally {
      setRunning(false);
    }
  };

  /** the quantity inputs in the order Enter walks them: the rows shown, accepted then rejected */
  const order = () => shown.filter(hasPending).flatMap((r) => FIELDS.map((f) => `${r.code}:${f}`));
  // the inputs' callbacks stay the same from render to render (a row's input redraws only when its
  // own entry changes: a lot has up to a thousand barcodes); they read the render's state from here
  const latest = useRef({ order, submit });
  latest.current = { order, submit };
  const edit = useCallback((code: string, field: Field, value: string) => setEntries((all) => ({ ...all, [code]: { ...entryOf(all, code), [field]: value } })), []);
  const register = useCallback((key: string, node: HTMLInputElement | null) => {
    if (node) inputs.current.set(key, node);
    else inputs.current.delete(key);
  }, []);
  const enter = useCallback((key: string) => {
    const keys = latest.current.order();
    const next = keys[keys.indexOf(key) + 1];
    if (next) inputs.current.get(next)?.focus();
    else void latest.current.submit();
  }, []);
  const onFilterKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const first = order()[0];
    if (first) inputs.current.get(first)?.focus();
  };

  const qtyColumn = (field: Field): ColumnsType<StageRow>[number] => ({
    key: field,
    title: t(`quality.stage.column.${field}Now`),
    width: 130,
    render: (_, row) => {
      const e = entryOf(entries, row.code);
      return (
        <QtyInput
          code={row.code}
          field={field}
          label={`${t(`quality.stage.column.${field}Now`)} ${row.code}`}
          value={e[field]}
          error={problemOf(row, e) !== null}
          disabled={!editable || !hasPending(row)}
          onEdit={edit}
          onEnter={enter}
          register={register}
        />
      );
    },
  });

  const columns: ColumnsType<StageRow> = [
    { key: 'code', dataIndex: 'code', title: t('quality.stage.column.code') },
    { key: 'count', dataIndex: 'count', title: t('quality.stage.column.count'), align: 'right', width: 90 },
    { key: 'accepted', dataIndex: 'accepted', title: t('quality.stage.column.accepted'), align: 'right', width: 90 },
    { key: 'rejected', dataIndex: 'rejected', title: t('quality.stage.column.rejected'), align: 'right', width: 90 },
    { key: 'pending', dataIndex: 'pending', title: t('quality.stage.column.pending'), align: 'right', width: 90 },
    qtyColumn('accepted'),
    qtyColumn('rejected'),
    {
      key: 'problem',
      width: 170,
      render: (_, row) => {
        const problem = problemOf(row, entryOf(entries, row.code));
        return problem ? (
          <Typography.Text type="danger" data-testid={`stage-problem-${row.code}`}>
            {t(`quality.stage.${problem}`, { pending: row.pending })}
          </Typography.Text>
        ) : null;
      },
    },
  ];

  const body = () => {
    if (!loaded) return error ? null : <Spin data-testid="stage-loading" />;
    if (!rows.length) return <Empty description={t('quality.stage.empty')} />;
    return (
      <>
        {loaded.judged ? <Alert type="info" showIcon message={t('quality.stage.judged')} style={{ marginBottom: 12 }} /> : null}
        <Space style={{ marginBottom: 12 }}>
          <Input
            allowClear
            autoFocus
            aria-label={t('quality.stage.find')}
            placeholder={t('quality.stage.find')}
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            onKeyDown={onFilterKey}
            style={{ width: 260 }}
          />
          <Button disabled={!editable} onClick={() => setEntries(acceptAllPending(rows))}>
            {t('quality.stage.acceptAll')}
          </Button>
        </Space>
        <Table<StageRow> size="small" rowKey="code" columns={columns} dataSource={shown} pagination={false} scroll={{ y: 360 }} data-testid="stage-rows" />
        <Typography.Paragraph style={{ marginTop: 12 }} data-testid="stage-totals">
          {t('quality.stage.totals', { ...totals })}
        </Typography.Paragraph>
      </>
    );
  };

  return (
    <Modal
      open={open}
      width={960}
      title={t('quality.stage.title', { code: loaded?.code ?? '' })}
      okText={t('quality.stage.ok')}
      confirmLoading={running}
      okButtonProps={{ disabled: !editable || !rows.length }}
      onOk={() => void submit()}
      onCancel={() => setOpen(false)}
      afterOpenChange={(shown) => !shown && onClose(answer.current)}
      destroyOnHidden
    >
      {body()}
      {error ? <Alert type="error" showIcon message={error} data-testid="stage-error" /> : null}
    </Modal>
  );
}

/** Shows the dialog; resolves once it has closed, with the stage's answer (null: nothing judged). */
export function openStageDialog(id: number): Promise<StageAnswer | null> {
  return openDialog<StageAnswer | null>((close) => <StageDialog id={id} onClose={close} />);
}
