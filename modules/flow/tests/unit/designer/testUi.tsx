// For the designer's jsdom tests: choices for the pickers, a small process, the widget rendered with
// the stand-in engine, and the antd interactions they repeat.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { vi } from 'vitest';
import BpmnDesigner, { type BpmnDesignerProps } from '../../../web/designer/BpmnDesigner';
import { fakeEngineLoader, type FakeEngine } from './testEngine';

export const CHOICES = {
  categories: [
    { code: 'oa', name: '办公' },
    { code: 'erp', name: '采购' },
  ],
  users: [
    { id: 1, code: 'admin', name: '管理员' },
    { id: 2, code: 'zs', name: '张三' },
  ],
  roles: [
    { id: 3, code: 'mgr', name: '经理' },
    { id: 4, code: 'fin', name: '财务' },
  ],
  departments: [
    { id: 10, code: 'hq', name: '总部', parentId: null, organId: 1 },
    { id: 11, code: 'fd', name: '财务部', parentId: 10, organId: 1 },
  ],
  receipts: [],
};

export const LEAVE_XML = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" id="d" targetNamespace="http://www.flowable.org/processdef">
  <process id="leave" name="请假" isExecutable="true">
    <startEvent id="start" />
    <userTask id="approve" />
    <exclusiveGateway id="gw" />
    <endEvent id="end" />
    <sequenceFlow id="f1" sourceRef="start" targetRef="approve" />
    <sequenceFlow id="f2" sourceRef="approve" targetRef="gw" />
    <sequenceFlow id="f3" sourceRef="gw" targetRef="end" />
  </process>
</definitions>`;

export async function renderDesigner(props: Partial<BpmnDesignerProps> = {}) {
  let engine: FakeEngine | null = null;
  const onSave = vi.fn<BpmnDesignerProps['onSave']>();
  const view = render(
    <App>
      <BpmnDesigner categories={CHOICES.categories} choices={CHOICES} onSave={onSave} loadEngine={fakeEngineLoader((e) => (engine = e))} {...props} />
    </App>,
  );
  await screen.findByTestId('property-panel');
  return { ...view, engine: () => engine!, onSave };
}

export const messageText = () => [...document.querySelectorAll('.ant-message-notice')].map((n) => n.textContent).join('|');
export const button = (name: string) => screen.getByRole('button', { name: new RegExp(name) });
export async function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-dropdown .ant-select-item-option')].find((o) => o.getAttribute('title') === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}
export function commit(label: string, value: string) {
  const input = screen.getByRole('textbox', { name: label });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}
export const select = async (engine: FakeEngine, id: string | null) => {
  await act(async () => engine.select(id));
};

