// 实体管理 (meta/Entity) with the RPC layer mocked (see servicesMock.ts for why): the list, the
// entity and attribute forms (fields by data type, payload, server errors), removal, permissions.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EntitySummary } from '../../contracts';
import { RpcError } from '../../../../src/api/errors';
import { attr } from '../../../../tests/kit/web/fakes';
import { metaTree, renderMeta } from './harness';
import { MetadataApi, resetServices } from '../../../../tests/kit/web/servicesMock';

vi.mock('../../../../src/api/services', () => import('../../../../tests/kit/web/servicesMock'));
vi.mock('../../web/api', () => import('../../../../tests/kit/web/servicesMock'));
vi.setConfig({ testTimeout: 30_000 });

const summary = (code: string, name: string, builtin: boolean, extra: Partial<EntitySummary> = {}): EntitySummary => ({
  id: builtin ? 3 : 1001, code, name, nameIntl: { zh_CN: name, en_US: code }, builtin, attrCount: 12, extendedCount: builtin ? 1 : 12, pageUrls: code === 'Material' ? ['mdm/Material'] : [], ...extra,
});
const paged = (items: EntitySummary[]) => ({ itemList: items, total: items.length, page: 1, pageSize: 30 });
const okButton = () => screen.getAllByRole('button', { name: /确\s*定/ }).at(-1)!;
const dialog = () => screen.getAllByRole('dialog').at(-1)!;

beforeAll(async () => {
  await Promise.all([import('../../web/EntityPage'), import('antd')]);
}, 120_000);
beforeEach(() => {
  resetServices();
  MetadataApi.entities.mockResolvedValue(paged([summary('Material', '物料', true), summary('Vehicle', '车辆', false)]));
  MetadataApi.attributes.mockResolvedValue([
    attr('code', 'String', { name: '物料编码', nameIntl: { zh_CN: '物料编码' }, extended: false, tableDisplay: true }),
    attr('surface', 'String', { name: '表面处理', nameIntl: { zh_CN: '表面处理' }, extended: true, tableDisplay: true }),
    attr('hardness', 'Number', { name: '硬度', nameIntl: { zh_CN: '硬度' }, extended: true }),
  ]);
  MetadataApi.relations.mockResolvedValue({ itemList: [], total: 0, page: 1, pageSize: 10 });
});
afterEach(cleanup);

async function openAttributes(entityName: string) {
  fireEvent.click(await screen.findByRole('button', { name: entityName }));
  return screen.findByTestId('attribute-table');
}

async function chooseDataType(label: RegExp) {
  fireEvent.mouseDown(within(dialog()).getByTestId('attr-data-type').querySelector('.ant-select-selector')!);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find((o) => label.test(o.textContent ?? ''));
    if (!found) throw new Error('no option');
    return found;
  });
  fireEvent.click(option);
}

const fill = (label: string, value: string) => fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });

describe('the entity list', () => {
  it('asks for page 1 of 30 and shows kind tags and attribute counts', async () => {
    renderMeta(metaTree(), 'meta/Entity');
    const table = await screen.findByTestId('entity-table');
    expect(await within(table).findByText('Vehicle')).toBeTruthy();
    expect(MetadataApi.entities).toHaveBeenCalledWith([{ page: 1, pageSize: 30 }], { ignoreError: true });
    const vehicle = within(table).getByText('Vehicle').closest('tr')!;
    expect(within(vehicle).getByText('自定义')).toBeTruthy();
    expect(within(within(table).getByText('Material').closest('tr')!).getByText('内置')).toBeTruthy();

    fireEvent.change(screen.getByPlaceholderText('输入实体编码或名称搜索'), { target: { value: '车' } });
    fireEvent.keyDown(screen.getByPlaceholderText('输入实体编码或名称搜索'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(MetadataApi.entities).toHaveBeenLastCalledWith([{ text: '车', page: 1, pageSize: 30 }], { ignoreError: true }));
  });

  it('a failed query clears the table and shows the error', async () => {
    MetadataApi.entities.mockRejectedValue(new RpcError(500, '服务异常'));
    renderMeta(metaTree(), 'meta/Entity');
    const error = await screen.findByTestId('entity-list-error');
    expect(error.textContent).toContain('服务异常');
    expect(within(screen.getByTestId('entity-table')).queryAllByRole('row').filter((r) => r.classList.contains('ant-table-row'))).toHaveLength(0);
  });

  it('removes what the role lacks: no add, edit, delete or view data without their codes', async () => {
    renderMeta(metaTree([]), 'meta/Entity');
    const table = await screen.findByTestId('entity-table');
    await within(table).findByText('Vehicle');
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    for (const name of [/删\s*除/, /编\s*辑/, /查看数据/]) expect(within(table).queryByRole('button', { name })).toBeNull();
    await openAttributes('车辆');
    expect(screen.queryByRole('button', { name: /新增字段/ })).toBeNull();
  });

  it('a 409 on removing an entity shows the server message', async () => {
    MetadataApi.removeEntity.mockRejectedValue(new RpcError(409, '实体「车辆」还有 2 条数据，请先删除数据'));
    renderMeta(metaTree(), 'meta/Entity');
    const row = (await screen.findByText('Vehicle')).closest('tr')!;
    expect(within(screen.getByText('Material').closest('tr')!).queryByRole('button', { name: /删\s*除/ })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('确定删除实体「车辆」？')).toBeTruthy();
    fireEvent.click(okButton());
    expect(await screen.findByText('实体「车辆」还有 2 条数据，请先删除数据')).toBeTruthy();
    expect(MetadataApi.removeEntity).toHaveBeenCalledWith(['Vehicle'], { ignoreError: true });
  });
});

describe('the entity form', () => {
  it('puts the server refusal on the code field', async () => {
    MetadataApi.saveEntity.mockRejectedValue(new RpcError(400, 'entity.code: must start with an upper-case letter'));
    renderMeta(metaTree(), 'meta/Entity');
    await screen.findByText('Vehicle');
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    await screen.findByText('新增实体');
    fill('实体编码', 'boat');
    fill('实体名称', '船');
    fireEvent.click(okButton());
    expect(await within(dialog()).findByText('must start with an upper-case letter')).toBeTruthy();
    expect(MetadataApi.saveEntity).toHaveBeenCalledWith([{ code: 'boat', name: '船' }], { ignoreError: true });
  });
});

describe('the attribute form', () => {
  it('shows the settings of the data type and sends only them to saveAttribute', async () => {
    MetadataApi.saveAttribute.mockImplementation(async ([, a]) => attr(a.code, a.dataType, { extended: true }));
    renderMeta(metaTree(), 'meta/Entity');
    await openAttributes('物料');
    fireEvent.click(screen.getByRole('button', { name: /新增字段/ }));
    await screen.findByText('最大长度');
    fill('字段编码', 'weight');
    fill('字段名称', '单重');
    await chooseDataType(/数字/);
    await within(dialog()).findByText('整数位数');
    expect(within(dialog()).queryByText('最大长度')).toBeNull();
    fireEvent.change(within(dialog()).getByLabelText('整数位数'), { target: { value: '6' } });
    fireEvent.change(within(dialog()).getByLabelText('小数位数'), { target: { value: '3' } });
    fireEvent.click(within(dialog()).getByLabelText('必须大于 0'));
    fireEvent.click(okButton());
    await waitFor(() => expect(MetadataApi.saveAttribute).toHaveBeenCalled());
    expect(MetadataApi.saveAttribute.mock.lastCall![0]).toEqual([
      'Material',
      { code: 'weight', name: '单重', dataType: 'Number', required: false, queryDisplay: false, tableDisplay: true, tableWidth: 120, digits: { int: 6, scale: 3 }, positive: true },
    ]);
  });

  it('a Select needs options; the server message for a field shows on it', async () => {
    MetadataApi.saveAttribute.mockRejectedValue(new RpcError(400, 'attribute.code: 「name」已是 物料 的内置字段'));
    renderMeta(metaTree(), 'meta/Entity');
    await openAttributes('物料');
    fireEvent.click(screen.getByRole('button', { name: /新增字段/ }));
    fill('字段编码', 'name');
    fill('字段名称', '等级');
    await chooseDataType(/下拉选项/);
    fireEvent.click(okButton());
    expect(await within(dialog()).findByText('请至少添加一个选项')).toBeTruthy();
    expect(MetadataApi.saveAttribute).not.toHaveBeenCalled();
    fireEvent.click(within(dialog()).getByRole('button', { name: /添加选项/ }));
    fireEvent.change(within(dialog()).getByPlaceholderText('选项值'), { target: { value: 'A' } });
    fireEvent.change(within(dialog()).getByPlaceholderText('显示名称'), { target: { value: '一等品' } });
    fireEvent.click(okButton());
    expect(await within(dialog()).findByText('「name」已是 物料 的内置字段')).toBeTruthy();
    expect(MetadataApi.saveAttribute.mock.lastCall![0][1]).toMatchObject({ dataType: 'Select', options: [{ value: 'A', label: '一等品', labelEn: '' }] });
  });

  it('built-in attributes are read-only; removing a tenant one names it, warns and tells the cleared values', async () => {
    MetadataApi.removeAttribute.mockResolvedValue({ removed: true, clearedValues: 3 });
    renderMeta(metaTree(), 'meta/Entity');
    const table = await openAttributes('物料');
    const builtinRow = (await within(table).findByText('物料编码')).closest('tr')!;
    expect(within(builtinRow).queryAllByRole('button')).toHaveLength(0);
    const row = within(table).getByText('表面处理').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('确定删除字段「表面处理」？已保存的数据将一并删除。')).toBeTruthy();
    fireEvent.click(okButton());
    expect(await screen.findByText('已删除字段「表面处理」，清除了 3 条记录中的值')).toBeTruthy();
    expect(MetadataApi.removeAttribute).toHaveBeenCalledWith(['Material', 'surface'], { ignoreError: true });
  });

  it('moves a tenant attribute down with sortAttributes', async () => {
    MetadataApi.sortAttributes.mockResolvedValue([]);
    renderMeta(metaTree(), 'meta/Entity');
    const table = await openAttributes('物料');
    const row = (await within(table).findByText('表面处理')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '下移' }));
    await waitFor(() => expect(MetadataApi.sortAttributes).toHaveBeenCalledWith(['Material', ['hardness', 'surface']], { ignoreError: true }));
  });
});
