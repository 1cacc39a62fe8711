// The property panel in jsdom (through the widget, with the stand-in engine over bpmn-moddle): what
// a user does in each section ends up in the XML the designer saves, with the spec's messages.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PanelTarget } from '../../../../web/designer/engine/types';
import type { FakeEngine } from '../testEngine';
import { parse } from '../testkit';
import { button, CHOICES, commit, LEAVE_XML, pick, renderDesigner, select } from '../testUi';
import { PropertyPanel } from '../../../../web/designer/panel/PropertyPanel';

vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

const xmlOf = (engine: FakeEngine) => engine.saveXML();
const radio = (name: string) => fireEvent.click(screen.getByRole('radio', { name }));
const okButtons = () => screen.getAllByRole('button', { name: /确\s*定/ });

async function openUserTask() {
  const r = await renderDesigner({ xml: LEAVE_XML });
  await select(r.engine(), 'approve');
  await waitFor(() => expect(screen.getByTestId('property-panel').dataset.element).toBe('approve'));
  return r;
}

describe('the user task', () => {
  it('shows 节点名称不能为空 until it is named', async () => {
    await openUserTask();
    expect(screen.getByText('节点名称不能为空')).toBeTruthy();
    commit('名称', '经理审批');
    await waitFor(() => expect(screen.queryByText('节点名称不能为空')).toBeNull());
  });

  it('candidate groups: a role writes ROLE<id>, a department DEPT<id>; checking a parent department does not check its children', async () => {
    const { engine } = await openUserTask();
    radio('候选组');
    await pick('角色', '经理');
    await waitFor(async () => expect(await xmlOf(engine())).toContain('flowable:candidateGroups="ROLE3"'));
    const tree = screen.getByRole('group', { name: '部门' });
    const node = (name: string) => [...tree.querySelectorAll('.ant-tree-treenode')].find((n) => n.textContent === name)!;
    fireEvent.click(node('总部').querySelector('.ant-tree-checkbox')!);
    await waitFor(async () => expect(await xmlOf(engine())).toContain('flowable:candidateGroups="ROLE3,DEPT10"'));
    expect(node('财务部').querySelector('.ant-tree-checkbox-checked')).toBeNull();
    const xml = await xmlOf(engine());
    expect(xml).toContain('flowable:userType="candidateGroups"');
    expect(xml).toContain('flowable:dataType="fixed"');
  });

  it('a fixed assignee is a user id; dynamic data takes a ${var} expression instead of the user picker', async () => {
    const { engine } = await openUserTask();
    await pick('指定人员', '张三 (zs)');
    await waitFor(async () => expect(await xmlOf(engine())).toContain('flowable:assignee="2"'));
    radio('动态');
    expect(screen.queryByRole('combobox', { name: '指定人员' })).toBeNull();
    commit('表达式', '${initiator}');
    await waitFor(async () => expect(await xmlOf(engine())).toContain('flowable:assignee="${initiator}"'));
    expect(await xmlOf(engine())).toContain('flowable:dataType="dynamic"');
  });

  it('copies to users (COPY_USER) or roles (COPY_ROLE); the empty-assignee policy, priority, form key and the rest are written; cleared fields are removed', async () => {
    const { engine } = await openUserTask();
    radio('抄送用户');
    await pick('抄送人员', '管理员 (admin)');
    await waitFor(async () => expect(await xmlOf(engine())).toMatch(/flowable:copyUserType="COPY_USER"[^>]*flowable:copyCandidateUsers="1"/));
    radio('抄送角色');
    await pick('抄送角色', '财务');
    await waitFor(async () => expect(await xmlOf(engine())).toContain('flowable:copyCandidateGroups="ROLE4"'));
    expect(await xmlOf(engine())).not.toContain('copyCandidateUsers');

    await pick('审批人为空时', '自动通过');
    commit('优先级', '50');
    commit('表单标识', 'key:leave');
    commit('到期时间', 'P1D');
    commit('跳过表达式', '${skip}');
    fireEvent.click(screen.getByRole('switch', { name: '异步' }));
    await waitFor(async () => {
      const xml = await xmlOf(engine());
      for (const a of ['flowable:emptyAssignee="autoPass"', 'flowable:priority="50"', 'flowable:formKey="key:leave"', 'flowable:dueDate="P1D"', 'flowable:skipExpression="${skip}"', 'flowable:async="true"']) expect(xml).toContain(a);
    });
    commit('优先级', '');
    await waitFor(async () => expect(await xmlOf(engine())).not.toContain('flowable:priority'));
  });

  it('multi-instance: parallel with a collection, an element variable and a completion condition', async () => {
    const { engine } = await openUserTask();
    radio('并行');
    commit('集合', '${approvers}');
    commit('元素变量', 'approver');
    commit('完成条件', '${nrOfCompletedInstances >= 1}');
    await waitFor(async () => {
      const xml = await xmlOf(engine());
      // parallel is BPMN's default (isSequential false is not written)
      expect(xml).toMatch(/<multiInstanceLoopCharacteristics flowable:collection="\$\{approvers\}" flowable:elementVariable="approver">/);
      expect(xml).toContain('${nrOfCompletedInstances &gt;= 1}');
    });
    radio('串行');
    await waitFor(async () => expect(await xmlOf(engine())).toContain('<multiInstanceLoopCharacteristics isSequential="true"'));
    radio('无');
    await waitFor(async () => expect(await xmlOf(engine())).not.toContain('multiInstanceLoopCharacteristics'));
  });

  it('the listener dialog says 请选择事件, 请选择类型, 请输入类名 and what a parameter lacks; a listener is added, and removed after 注意', async () => {
    const { engine } = await openUserTask();
    const section = screen.getByTestId('listeners-task');
    fireEvent.click(within(section).getByRole('button', { name: /添加监听器/ }));
    const ok = () => fireEvent.click(okButtons().at(-1)!);
    ok();
    expect(await screen.findByText('请选择事件')).toBeTruthy();
    await pick('事件', '创建');
    ok();
    expect(await screen.findByText('请选择类型')).toBeTruthy();
    await pick('类型', '类');
    ok();
    expect(await screen.findByText('请输入类名')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: '类名' }), { target: { value: 'com.example.Notify' } });
    fireEvent.click(screen.getByRole('button', { name: /添加参数/ }));
    ok();
    expect(await screen.findByText('请输入参数名称')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: '参数名称' }), { target: { value: 'channel' } });
    ok();
    expect(await screen.findByText('请输入参数值')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: '参数值' }), { target: { value: 'mail' } });
    ok();
    await waitFor(async () => expect(await xmlOf(engine())).toMatch(/<flowable:taskListener event="create" class="com.example.Notify">\s*<flowable:field name="channel" stringValue="mail" \/>/));

    fireEvent.click(within(screen.getByTestId('listeners-task')).getByRole('button', { name: /删\s*除/ }));
    const confirm = await waitFor(() => document.querySelector('.ant-modal-confirm')!);
    expect(confirm.textContent).toContain('注意');
    expect(confirm.textContent).toContain('确定删除该监听器吗？');
    fireEvent.click(within(confirm as HTMLElement).getByRole('button', { name: /确\s*定/ }));
    await waitFor(async () => expect(await xmlOf(engine())).not.toContain('taskListener'));
  });
});

describe('the panel itself', () => {
  it('an element replaced by another type under the same id (task → user task) opens the new type\'s sections', async () => {
    const target = async (tag: string): Promise<PanelTarget> => {
      const p = await parse(LEAVE_XML.replace('<userTask id="approve" />', `<${tag} id="approve" />`));
      return { bo: p.el('approve'), isProcess: false, definitions: p.definitions, writer: p.writer, definitionsWriter: p.writer, ids: new Set() };
    };
    const view = render(
      <App>
        <PropertyPanel target={await target('task')} categories={CHOICES.categories} choices={CHOICES} />
      </App>,
    );
    expect(screen.queryByRole('radio', { name: '候选组' })).toBeNull();
    view.rerender(
      <App>
        <PropertyPanel target={await target('userTask')} categories={CHOICES.categories} choices={CHOICES} />
      </App>,
    );
    expect(await screen.findByRole('radio', { name: '候选组' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '抄送用户' })).toBeTruthy();
  });
});

describe('other elements and the process', () => {
  it('a sequence flow: its condition as a formal expression, and its skip expression', async () => {
    const { engine } = await renderDesigner({ xml: LEAVE_XML });
    await select(engine(), 'f3');
    await waitFor(() => expect(screen.getByTestId('property-panel').dataset.element).toBe('f3'));
    commit('条件表达式', '${days > 3}');
    commit('跳过表达式', '${skip}');
    await waitFor(async () => {
      const xml = await xmlOf(engine());
      expect(xml).toMatch(/<sequenceFlow id="f3" sourceRef="gw" targetRef="end" flowable:skipExpression="\$\{skip\}">\s*<conditionExpression xsi:type="tFormalExpression">\$\{days &gt; 3\}<\/conditionExpression>/);
    });
  });

  it('a gateway is async or not; an id must not be empty (Id 不能为空) nor taken', async () => {
    const { engine } = await renderDesigner({ xml: LEAVE_XML });
    await select(engine(), 'gw');
    await waitFor(() => expect(screen.getByTestId('property-panel').dataset.element).toBe('gw'));
    fireEvent.click(screen.getByRole('switch', { name: '异步' }));
    await waitFor(async () => expect(await xmlOf(engine())).toContain('<exclusiveGateway id="gw" flowable:async="true" />'));
    commit('Id', '');
    expect(await screen.findByText('Id 不能为空')).toBeTruthy();
    commit('Id', 'approve');
    expect(await screen.findByText('Id 已存在')).toBeTruthy();
    commit('Id', 'decide');
    await waitFor(async () => expect(await xmlOf(engine())).toContain('<exclusiveGateway id="decide"'));
  });

  it('the process: its category from the choices, and a signal with its scope; empty values show the spec messages', async () => {
    const { engine } = await renderDesigner({ xml: LEAVE_XML });
    expect(screen.getByText('流程分类不能为空')).toBeTruthy();
    await pick('流程分类', '采购');
    await waitFor(async () => expect(await xmlOf(engine())).toContain('flowable:processCategory="erp"'));
    commit('流程名称', '');
    expect(await screen.findByText('流程名称不能为空')).toBeTruthy();

    fireEvent.click(within(screen.getByTestId('signals')).getByRole('button', { name: /添加信号/ }));
    fireEvent.click(okButtons().at(-1)!);
    expect(await screen.findByText('Id 不能为空')).toBeTruthy();
    const modal = document.querySelector<HTMLElement>('.ant-modal:has([aria-label="作用域"])')!;
    fireEvent.change(within(modal).getByRole('textbox', { name: 'Id' }), { target: { value: 'Signal_go' } });
    fireEvent.change(within(modal).getByRole('textbox', { name: '名称' }), { target: { value: '出发' } });
    await pick('作用域', '全局');
    fireEvent.click(okButtons().at(-1)!);
    await waitFor(async () => expect(await xmlOf(engine())).toContain('<signal id="Signal_go" name="出发" flowable:scope="global" />'));
    await act(async () => undefined);
    expect(button('撤销')).toHaveProperty('disabled', false);
  });
});
