// The form designer page (meta/Designer?formId=&entityCode=) in jsdom, RPC layer mocked (the
// datax.Form calls have their own tests against a real database: tests/server/form-design.test.ts):
// building a form by clicks and keys, undo/redo, what is saved, JSON import checks, permissions.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormDesign } from '../../../../schemas/forms/types';
import type { EntityMeta, FormDefinition } from '../../../../schemas/rpc/datax';
import type { NavNode } from '../../../../schemas/menus/types';
import { RpcError } from '../../../../src/api/errors';
import { attr } from '../../../../tests/kit/web/fakes';
import { button, moduleNode, pageNode } from '../../../../tests/kit/web/fixtures';
import { renderMeta } from './harness';
import { resetServices } from '../../../../tests/kit/web/servicesMock';

const FormApi = vi.hoisted(() => ({ getByFormId: vi.fn(), save: vi.fn(), list: vi.fn(), remove: vi.fn() }));
vi.mock('../../../../src/api/services', async () => ({ ...(await import('../../../../tests/kit/web/servicesMock')), FormApi }));
vi.mock('../../web/api', () => import('../../../../tests/kit/web/servicesMock'));
vi.setConfig({ testTimeout: 30_000 });

const truck = (): EntityMeta => ({
  id: 1001, code: 'Truck', name: '卡车', nameIntl: { zh_CN: '卡车', en_US: 'Truck' }, formId: 'Truck', receiptTypeCode: null, hasFlow: false, tree: false, children: [],
  attrs: [
    attr('plate', 'String', { name: '车牌号', nameIntl: { zh_CN: '车牌号' }, extended: true }),
    attr('capacity', 'Number', { name: '载重', nameIntl: { zh_CN: '载重' }, extended: true }),
    attr('driver', 'String', { name: '司机', nameIntl: { zh_CN: '司机' }, extended: true, required: true }),
  ],
});
const definition = (design: FormDesign | null = null, version: number | null = null): FormDefinition => ({ formId: 'Truck', entityCode: 'Truck', url: 'meta/AppDataDetail', entity: truck(), design, designVersion: version });

function designerTree(functions = ['meta.designer.save', 'meta.designer.delete']): NavNode[] {
  const designer = pageNode('meta.Designer', 'meta/Designer', '页面设计器', { functionList: functions, buttons: functions.map((c) => button(c)) });
  return [moduleNode('mod.meta', '元数据', [designer])];
}
const PATH = 'meta/Designer?formId=Truck&entityCode=Truck';

beforeAll(async () => {
  await Promise.all([import('../../web/designer/DesignerPage'), import('antd')]);
}, 120_000);
beforeEach(() => {
  resetServices();
  for (const fn of Object.values(FormApi)) fn.mockReset();
  FormApi.getByFormId.mockResolvedValue(definition());
});
afterEach(cleanup);

const canvas = () => screen.getByTestId('designer-canvas');
const click = (testId: string) => fireEvent.click(screen.getByTestId(testId));
const nodeByText = (text: string) => within(canvas()).getByText(text).closest('[role="treeitem"]') as HTMLElement;

async function buildForm() {
  renderMeta(designerTree(), PATH);
  await screen.findByTestId('form-designer');
  expect(screen.getByTestId('designer-subtitle').textContent).toBe('实体 卡车 (Truck) · 表单 Truck');
  click('palette-layout-tabs');
  click('palette-layout-grid'); // the tab set is selected: into its first pane
  click('palette-attr-plate'); // the grid is selected: into its first column
  const columns = within(canvas()).getAllByText('列 12/24').map((c) => c.closest('[role="treeitem"]') as HTMLElement);
  fireEvent.click(columns[1]);
  click('palette-attr-capacity');
}

describe('the form designer', () => {
  it('builds a form by clicks: tabs, a grid in the first pane, attributes in its columns; the palette keeps what is left', async () => {
    await buildForm();
    expect(within(canvas()).getAllByRole('tab').map((t) => t.textContent)).toEqual(['标签页1', '标签页2']);
    expect(screen.queryByTestId('palette-attr-plate')).toBeNull();
    expect(screen.queryByTestId('palette-attr-capacity')).toBeNull();
    // a required attribute not placed yet says so
    expect(within(screen.getByTestId('palette-attr-driver')).getByText('必填')).toBeTruthy();
    // 28 free field types
    expect(within(screen.getByTestId('designer-palette')).getAllByTestId(/^palette-free-/)).toHaveLength(28);
  });

  it('previews the design as the detail page draws it', async () => {
    await buildForm();
    fireEvent.click(screen.getByRole('button', { name: /预\s*览/ }));
    const preview = await screen.findByTestId('designer-preview');
    expect(within(preview).getAllByRole('tab').map((t) => t.textContent)).toEqual(['标签页1', '标签页2']);
    const grid = within(preview).getByTestId('design-grid-grid1');
    expect(within(grid).getByTestId('edit-plate')).toBeTruthy();
    expect(within(grid).getByTestId('edit-capacity')).toBeTruthy();
  });

  it('sets a field required, undoes and redoes it, and saves the form JSON of the layout', async () => {
    FormApi.save.mockResolvedValue({ formId: 'Truck', entityCode: 'Truck', version: 1, fieldCount: 2, modifyName: '张 三', modifyDt: '2025-01-01T00:00:00Z' });
    await buildForm();
    fireEvent.click(nodeByText('车牌号'));
    fireEvent.click(within(screen.getByTestId('field-properties')).getByRole('checkbox', { name: '必填' }));
    expect(within(nodeByText('车牌号')).getByText('*')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /撤\s*销/ }));
    expect(within(nodeByText('车牌号')).queryByText('*')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /重\s*做/ }));
    expect(within(nodeByText('车牌号')).getByText('*')).toBeTruthy();

    fireEvent.click(screen.getByTestId('designer-save'));
    await waitFor(() => expect(FormApi.save).toHaveBeenCalledTimes(1));
    const [[input]] = FormApi.save.mock.lastCall!;
    expect(input).toEqual({
      formId: 'Truck',
      entityCode: 'Truck',
      schema: {
        version: 1,
        nodes: [
          {
            type: 'tabs',
            id: 'tabs1',
            panes: [
              {
                id: 'pane1',
                label: '标签页1',
                children: [
                  {
                    type: 'grid',
                    id: 'grid1',
                    columns: [
                      { id: 'col1', span: 12, children: [{ type: 'field', id: 'f1', code: 'plate', dataType: 'String', bound: true, required: true }] },
                      { id: 'col2', span: 12, children: [{ type: 'field', id: 'f2', code: 'capacity', dataType: 'Number', bound: true }] },
                    ],
                  },
                ],
              },
              { id: 'pane2', label: '标签页2', children: [] },
            ],
          },
        ],
      },
    });
    expect(await screen.findByText('表单已保存（版本 1）')).toBeTruthy();
    // the next save sends the version it was given
    fireEvent.click(nodeByText('载重'));
    fireEvent.change(within(screen.getByTestId('field-properties')).getByRole('textbox', { name: '标签' }), { target: { value: '最大载重' } });
    fireEvent.click(screen.getByTestId('designer-save'));
    await waitFor(() => expect(FormApi.save).toHaveBeenCalledTimes(2));
    expect(FormApi.save.mock.lastCall![0][0]).toMatchObject({ version: 1 });
  });

  it('moves and removes by keyboard: Alt+↑ on a selected node, Delete, Ctrl+Z back; cut and move to the selection', async () => {
    renderMeta(designerTree(), PATH);
    await screen.findByTestId('form-designer');
    click('palette-attr-plate');
    click('palette-attr-capacity'); // after the selected plate
    const root = () => within(canvas()).getAllByRole('treeitem').map((n) => n.getAttribute('data-testid'));
    expect(root()).toEqual(['design-node-f1', 'design-node-f2']);
    const capacity = screen.getByTestId('design-node-f2');
    fireEvent.keyDown(capacity, { key: 'Enter' });
    fireEvent.keyDown(capacity, { key: 'ArrowUp', altKey: true });
    expect(root()).toEqual(['design-node-f2', 'design-node-f1']);
    fireEvent.keyDown(screen.getByTestId('design-node-f2'), { key: 'Delete' });
    expect(root()).toEqual(['design-node-f1']);
    fireEvent.keyDown(screen.getByTestId('form-designer'), { key: 'z', ctrlKey: true });
    expect(root()).toEqual(['design-node-f2', 'design-node-f1']);

    // cut the plate, select a card, move it there
    fireEvent.click(screen.getByTestId('design-node-f1'));
    fireEvent.keyDown(screen.getByTestId('design-node-f1'), { key: 'x', ctrlKey: true });
    click('palette-layout-card');
    fireEvent.click(screen.getByRole('button', { name: '移到所选位置' }));
    const card = screen.getByTestId('design-node-card1');
    expect(within(card).getByTestId('design-node-f1')).toBeTruthy();
  });

  it('imports JSON only when it fits the entity, naming the path of what does not', async () => {
    renderMeta(designerTree(), PATH);
    await screen.findByTestId('form-designer');
    fireEvent.click(screen.getByRole('button', { name: '导入 JSON' }));
    const text = await screen.findByTestId('design-json');
    fireEvent.change(text, { target: { value: JSON.stringify({ version: 1, nodes: [{ type: 'field', id: 'a', code: 'weight', dataType: 'Number', bound: true }] }) } });
    fireEvent.click(screen.getByRole('button', { name: /^导\s*入$/ }));
    expect(await screen.findByText('nodes.0.code: 实体 Truck 没有字段「weight」')).toBeTruthy();
    fireEvent.change(text, { target: { value: JSON.stringify({ version: 1, nodes: [{ type: 'card', id: 'c', label: '主要', children: [{ type: 'field', id: 'a', code: 'driver', dataType: 'String', bound: true }] }] }) } });
    fireEvent.click(screen.getByRole('button', { name: /^导\s*入$/ }));
    await waitFor(() => expect(within(canvas()).getByText('卡片：主要')).toBeTruthy());
    expect(within(canvas()).getByText('司机')).toBeTruthy();
  });

  it('opens a saved design and shows the server’s refusal of a stale save', async () => {
    const saved: FormDesign = { version: 1, nodes: [{ type: 'field', id: 'a', code: 'driver', dataType: 'String', bound: true, label: '驾驶员' }] };
    FormApi.getByFormId.mockResolvedValue(definition(saved, 3));
    FormApi.save.mockRejectedValue(new RpcError(409, '表单已被他人修改（当前版本 4），请重新打开后再保存'));
    renderMeta(designerTree(), PATH);
    await screen.findByTestId('form-designer');
    expect(within(canvas()).getByText('驾驶员')).toBeTruthy();
    click('palette-layout-divider');
    fireEvent.click(screen.getByTestId('designer-save'));
    expect(await screen.findByText('表单已被他人修改（当前版本 4），请重新打开后再保存')).toBeTruthy();
    expect(FormApi.save.mock.lastCall![0][0]).toMatchObject({ version: 3 });
  });

  it('without the save function there is no save button', async () => {
    renderMeta(designerTree([]), PATH);
    await screen.findByTestId('form-designer');
    expect(screen.queryByTestId('designer-save')).toBeNull();
  });
});
