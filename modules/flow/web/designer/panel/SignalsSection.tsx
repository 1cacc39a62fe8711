// The signal definitions of the diagram (with the process): id, name, scope; add and edit in a
// dialog, remove after a confirmation.
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { App, Button, Form, Input, Modal, Select, Table } from 'antd';
import { useState } from 'react';
import type { PanelTarget } from '../engine/types';
import { addSignal, checkSignal, readSignals, removeSignal, SIGNAL_SCOPES, updateSignal, type Signal } from '../properties/signals';
import type { StringKey } from '../strings';
import { useTexts } from '../texts';

function SignalDialog(props: { initial: Signal | null; all: Signal[]; onOk: (s: Signal) => void; onCancel: () => void }) {
  const say = useTexts();
  const [s, setS] = useState<Signal>(props.initial ?? { id: '', name: '', scope: '' });
  const [problem, setProblem] = useState<StringKey | null>(null);
  const onIdField = problem === 'idRequired' || problem === 'idFormat' || problem === 'idTaken';
  const set = (next: Partial<Signal>) => {
    setS((cur) => ({ ...cur, ...next }));
    setProblem(null);
  };
  const ok = () => {
    const found = checkSignal(s, props.all);
    if (found) setProblem(found);
    else props.onOk(s);
  };
  return (
    <Modal open title={say('signal')} okText={say('ok')} cancelText={say('cancel')} onOk={ok} onCancel={props.onCancel} destroyOnHidden>
      <Form layout="vertical" size="small">
        <Form.Item label={say('id')} required validateStatus={onIdField ? 'error' : undefined} help={onIdField && problem ? say(problem) : undefined}>
          <Input aria-label={say('id')} value={s.id} onChange={(e) => set({ id: e.target.value })} />
        </Form.Item>
        <Form.Item label={say('name')} required validateStatus={problem === 'enterSignalName' ? 'error' : undefined} help={problem === 'enterSignalName' ? say(problem) : undefined}>
          <Input aria-label={say('name')} value={s.name} onChange={(e) => set({ name: e.target.value })} />
        </Form.Item>
        <Form.Item label={say('scope')}>
          <Select
            aria-label={say('scope')}
            allowClear
            value={s.scope || undefined}
            options={SIGNAL_SCOPES.map((v) => ({ value: v, label: say(`scope.${v}`) }))}
            onChange={(scope?: Signal['scope']) => set({ scope: scope ?? '' })}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function SignalsSection({ target }: { target: PanelTarget }) {
  const say = useTexts();
  const { modal } = App.useApp();
  const signals = readSignals(target.definitions);
  const [editing, setEditing] = useState<{ signal: Signal | null } | null>(null);
  const remove = (s: Signal) =>
    modal.confirm({
      title: say('attention'),
      content: say('removeSignal'),
      okText: say('ok'),
      cancelText: say('cancel'),
      onOk: () => removeSignal(target.definitionsWriter, target.definitions, s.source),
    });
  return (
    <div data-testid="signals">
      <Table
        size="small"
        pagination={false}
        rowKey="id"
        dataSource={signals}
        columns={[
          { title: say('id'), dataIndex: 'id', ellipsis: true },
          { title: say('name'), dataIndex: 'name', ellipsis: true },
          { title: say('scope'), dataIndex: 'scope', render: (v: string) => (v ? say(`scope.${v as 'global'}`) : '') },
          {
            title: say('actions'),
            width: 96,
            render: (_: unknown, s: Signal) => (
              <>
                <Button type="link" size="small" onClick={() => setEditing({ signal: s })}>
                  {say('edit')}
                </Button>
                <Button type="link" size="small" danger onClick={() => remove(s)}>
                  {say('remove')}
                </Button>
              </>
            ),
          },
        ]}
      />
      <Button style={{ marginTop: 8 }} size="small" icon={<PlusOutlined />} onClick={() => setEditing({ signal: null })}>
        {say('addSignal')}
      </Button>
      {editing && (
        <SignalDialog
          initial={editing.signal}
          all={signals}
          onCancel={() => setEditing(null)}
          onOk={(s) => {
            if (editing.signal) updateSignal(target.definitionsWriter, editing.signal.source, s);
            else addSignal(target.definitionsWriter, target.definitions, s);
            setEditing(null);
          }}
        />
      )}
    </div>
  );
}
