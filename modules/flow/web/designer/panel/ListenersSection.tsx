// The execution or task listeners of an element as a list; add and edit in the listener dialog,
// remove after a confirmation (注意 / 确定 / 取消). Each change rewrites the list in one step.
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { App, Button, Table } from 'antd';
import { useState } from 'react';
import type { PanelTarget } from '../engine/types';
import { readListeners, writeListeners, type Listener, type ListenerScope } from '../properties/listeners';
import { useTexts } from '../texts';
import { ListenerDialog } from './ListenerDialog';

export function ListenersSection({ target, scope }: { target: PanelTarget; scope: ListenerScope }) {
  const say = useTexts();
  const { modal } = App.useApp();
  const listeners = readListeners(target.bo, scope);
  const [editing, setEditing] = useState<{ index: number } | null>(null);
  const write = (list: Listener[]) => writeListeners(target.writer, target.bo, scope, list);
  const remove = (index: number) =>
    modal.confirm({
      title: say('attention'),
      content: say('removeListener'),
      okText: say('ok'),
      cancelText: say('cancel'),
      onOk: () => write(listeners.filter((_, i) => i !== index)),
    });

  return (
    <div data-testid={`listeners-${scope}`}>
      <Table
        size="small"
        pagination={false}
        dataSource={listeners.map((l, key) => ({ ...l, key }))}
        columns={[
          { title: say('event'), dataIndex: 'event', render: (e: string) => say(`event.${e as 'start'}`) },
          { title: say('type'), dataIndex: 'type', render: (t: string) => (t ? say(`listenerType.${t as 'class'}`) : '') },
          { title: say('implementation'), dataIndex: 'value', ellipsis: true },
          {
            title: say('actions'),
            width: 96,
            render: (_: unknown, __: Listener, index: number) => (
              <>
                <Button type="link" size="small" onClick={() => setEditing({ index })}>
                  {say('edit')}
                </Button>
                <Button type="link" size="small" danger onClick={() => remove(index)}>
                  {say('remove')}
                </Button>
              </>
            ),
          },
        ]}
      />
      <Button style={{ marginTop: 8 }} size="small" icon={<PlusOutlined />} onClick={() => setEditing({ index: -1 })}>
        {say('addListener')}
      </Button>
      {editing && (
        <ListenerDialog
          scope={scope}
          initial={editing.index >= 0 ? listeners[editing.index] : null}
          onCancel={() => setEditing(null)}
          onOk={(l) => {
            write(editing.index >= 0 ? listeners.map((x, i) => (i === editing.index ? { ...l, source: x.source } : x)) : [...listeners, l]);
            setEditing(null);
          }}
        />
      )}
    </div>
  );
}
