// Adding or editing one listener: event, type, the class name (or expression), and its parameters
// (type, name, value). OK refuses a listener without event, type or class name, with 请选择 / 请输入 messages.
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Flex, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { checkListener, checkParam, EVENTS, LISTENER_TYPES, PARAM_TYPES, type Listener, type ListenerScope } from '../properties/listeners';
import type { StringKey } from '../strings';
import { useTexts } from '../texts';

interface Problem {
  /** 'event' | 'type' | 'value' | param index */
  at: string | number;
  message: StringKey;
}

function problemOf(l: Listener): Problem | null {
  const m = checkListener(l);
  if (m) return { at: m === 'selectEvent' ? 'event' : m === 'selectType' ? 'type' : 'value', message: m };
  for (const [i, p] of l.params.entries()) {
    const pm = checkParam(p);
    if (pm) return { at: i, message: pm };
  }
  return null;
}

export function ListenerDialog(props: { scope: ListenerScope; initial: Listener | null; onOk: (l: Listener) => void; onCancel: () => void }) {
  const say = useTexts();
  const [l, setL] = useState<Listener>(props.initial ?? { event: '', type: '', value: '', params: [] });
  const [problem, setProblem] = useState<Problem | null>(null);
  const set = (next: Partial<Listener>) => {
    setL((cur) => ({ ...cur, ...next }));
    setProblem(null);
  };
  const setParam = (i: number, next: Partial<Listener['params'][number]>) => set({ params: l.params.map((p, j) => (j === i ? { ...p, ...next } : p)) });
  const ok = () => {
    const found = problemOf(l);
    if (found) setProblem(found);
    else props.onOk(l);
  };
  const status = (at: Problem['at']) => (problem?.at === at ? ('error' as const) : undefined);
  const help = (at: Problem['at']) => (problem?.at === at ? say(problem.message) : undefined);
  const valueLabel = say(l.type ? `listenerValue.${l.type}` : 'listenerValue.class');

  return (
    <Modal open title={say('listener')} okText={say('ok')} cancelText={say('cancel')} onOk={ok} onCancel={props.onCancel} width={640} destroyOnHidden>
      <Form layout="vertical" size="small">
        <Form.Item label={say('event')} required validateStatus={status('event')} help={help('event')}>
          <Select aria-label={say('event')} value={l.event || undefined} options={EVENTS[props.scope].map((e) => ({ value: e, label: say(`event.${e as 'start'}`) }))} onChange={(event: string) => set({ event })} />
        </Form.Item>
        <Form.Item label={say('type')} required validateStatus={status('type')} help={help('type')}>
          <Select aria-label={say('type')} value={l.type || undefined} options={LISTENER_TYPES.map((t) => ({ value: t, label: say(`listenerType.${t}`) }))} onChange={(type: Listener['type']) => set({ type })} />
        </Form.Item>
        <Form.Item label={valueLabel} required validateStatus={status('value')} help={help('value')}>
          <Input aria-label={valueLabel} value={l.value} onChange={(e) => set({ value: e.target.value })} />
        </Form.Item>
        <Form.Item label={say('params')}>
          <Flex vertical gap={6}>
            {l.params.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a parameter has no identity but its place; every input is controlled by the listener's state
              <Form.Item key={i} noStyle>
                <Flex gap={6} align="start" data-testid={`listener-param-${i}`}>
                  <Select
                    aria-label={say('paramType')}
                    style={{ width: 120 }}
                    status={status(i) && !p.type ? 'error' : undefined}
                    value={p.type || undefined}
                    placeholder={say('paramType')}
                    options={PARAM_TYPES.map((t) => ({ value: t, label: say(`paramType.${t}`) }))}
                    onChange={(type: 'stringValue' | 'expression') => setParam(i, { type })}
                  />
                  <Input aria-label={say('paramName')} placeholder={say('paramName')} value={p.name} onChange={(e) => setParam(i, { name: e.target.value })} />
                  <Input aria-label={say('paramValue')} placeholder={say('paramValue')} value={p.value} onChange={(e) => setParam(i, { value: e.target.value })} />
                  <Button aria-label={say('remove')} icon={<DeleteOutlined />} onClick={() => set({ params: l.params.filter((_, j) => j !== i) })} />
                </Flex>
                {problem?.at === i && <div className="ant-form-item-explain-error">{say(problem.message)}</div>}
              </Form.Item>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => set({ params: [...l.params, { type: 'stringValue', name: '', value: '' }] })}>
              {say('addParam')}
            </Button>
          </Flex>
        </Form.Item>
      </Form>
    </Modal>
  );
}
