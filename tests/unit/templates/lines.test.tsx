// The line table of a detail form (LineTable), as a user meets it: computed amounts and totals as
// they type, keyboard moves, paste from a spreadsheet, copy and remove rows, a picked material
// filling its row, read-only documents, and a 1,000-line document. The detail form is built as
// the page builds it (page model → detailSchema → SchemaField) with stand-in renderers.
import { FormLayout } from '@formily/antd-v5';
import { createForm, type Form } from '@formily/core';
import { FormProvider } from '@formily/react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { useMemo } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldRenderer } from '../../../renderers/fields/types';
import { clearReferenceCache } from '../../../renderers/fields/shared/referenceCache';
import type { EntityMeta } from '../../../schemas/rpc/datax';
import { useSchemaField } from '../../../src/engine/components';
import { buildPageModel } from '../../../src/engine/pageModel';
import type { RendererRegistry } from '../../../src/engine/renderers';
import { detailSchema } from '../../../src/templates/detail/detailSchema';
import { watchLines } from '../../../src/templates/lines/watchLines';
import '../../../src/i18n';
import { attr, entityMeta, fakeRenderers, linesOf, textOf } from '../../kit/web/fakes';
import { EntityApi, MetaDynamicApi, resetServices } from '../../kit/web/servicesMock';

vi.mock('../../../src/api/services', () => import('../../kit/web/servicesMock'));
vi.setConfig({ testTimeout: 30_000 });

const money = { int: 12, scale: 2 };
const MATERIALS = [
  { id: 7, code: 'M7', name: '螺栓' },
  { id: 8, code: 'M8', name: '垫圈' },
];

function orderEntity(): EntityMeta {
  return entityMeta('Order', '订单', 'Order', {
    id: 50,
    attrs: [
      attr('tax_rate', 'Number', { name: '税率', digits: { int: 3, scale: 2 } }),
      attr('total_price', 'Number', { name: '合计', digits: money, compute: 'sum(items.amount)' }),
      attr('tax', 'Number', { name: '税额', digits: money, compute: 'total_price * tax_rate / 100' }),
    ],
    children: [
      linesOf([
        attr('material_id', 'Material', { name: '物料', fill: { unit: 'unit', unit_price: 'sale_price' } }),
        attr('unit', 'String', { name: '单位' }),
        attr('quantity', 'Number', { name: '数量', digits: { int: 12, scale: 4 } }),
        attr('unit_price', 'Number', { name: '单价', digits: { int: 12, scale: 6 } }),
        attr('amount', 'Number', { name: '金额', digits: money, compute: 'quantity * unit_price' }),
      ]),
    ],
  });
}

/** renders of each field's input, by field code (to see what a keystroke re-renders) */
const renders = new Map<string, number>();
const counted = (renderer: FieldRenderer): FieldRenderer => ({
  ...renderer,
  Edit: (props) => {
    renders.set(props.field.code, (renders.get(props.field.code) ?? 0) + 1);
    return <renderer.Edit {...props} />;
  },
});

/** a material picker: a native select over two materials ({id, code, name} values) */
const materialPicker: FieldRenderer = {
  ...fakeRenderers.Material,
  Edit: ({ value, onChange, field, disabled }) => (
    <select
      data-testid={`edit-${field.code}`}
      aria-label={field.name}
      disabled={disabled}
      value={String((value as { id?: number } | null)?.id ?? '')}
      onChange={(e) => onChange?.(MATERIALS.find((m) => String(m.id) === e.target.value) ?? null)}
    >
      <option value="">-</option>
      {MATERIALS.map((m) => (
        <option key={m.id} value={m.id}>
          {m.name}
        </option>
      ))}
    </select>
  ),
};

const registry: RendererRegistry = { ...fakeRenderers, Number: counted(fakeRenderers.Number), Material: materialPicker };

function renderLines(values: Record<string, unknown>, pattern: 'editable' | 'readPretty' = 'editable') {
  const entity = orderEntity();
  const model = buildPageModel(entity, null, { language: 'zh_CN' });
  const form = createForm<Record<string, unknown>>({ initialValues: values, pattern });
  const stop = watchLines(form, entity);
  function Page() {
    const SchemaField = useSchemaField(registry);
    const schema = useMemo(() => detailSchema(model, registry, 'erp/OrderDetail', { add: '添加一行', operations: '操作' }), []);
    return (
      <App>
        <FormProvider form={form}>
          <FormLayout layout="vertical">
            <SchemaField schema={schema} />
          </FormLayout>
        </FormProvider>
      </App>
    );
  }
  const view = render(<Page />);
  stops.push(stop);
  return { ...view, form };
}

const stops: Array<() => void> = [];
beforeEach(() => {
  resetServices();
  clearReferenceCache();
  renders.clear();
});
afterEach(() => {
  cleanup();
  while (stops.length) stops.pop()!();
});

const inputs = (code: string) => screen.getAllByTestId(`edit-${code}`) as HTMLInputElement[];
const drawnRows = (container: HTMLElement) => container.querySelectorAll('tr[data-row]');
const items = (form: Form) => form.values.items as Array<Record<string, unknown>>;
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('computed fields as the user types', () => {
  it('quantity × unit price gives the line amount and the header total, exactly (3 × 0.1 = 0.3); computed fields are read-only', async () => {
    renderLines({ tax_rate: 13, items: [{ id: 1 }] });
    type(inputs('quantity')[0], '3');
    type(inputs('unit_price')[0], '0.1');
    await waitFor(() => expect(inputs('amount')[0].value).toBe('0.3'));
    expect((screen.getByTestId('edit-total_price') as HTMLInputElement).value).toBe('0.3');
    expect((screen.getByTestId('edit-tax') as HTMLInputElement).value).toBe('0.04');
    expect(inputs('amount')[0].disabled).toBe(true);
    expect((screen.getByTestId('edit-total_price') as HTMLInputElement).disabled).toBe(true);
    // the header rate changes the tax at once
    type(screen.getByTestId('edit-tax_rate'), '50');
    await waitFor(() => expect((screen.getByTestId('edit-tax') as HTMLInputElement).value).toBe('0.15'));
  });
});

describe('keyboard', () => {
  const twoRows = { items: [{ id: 1, quantity: 1 }, { id: 2, quantity: 2 }] };

  it('Tab and Shift+Tab move to the next / previous editable cell, across rows, skipping computed ones', () => {
    renderLines(twoRows);
    inputs('quantity')[0].focus();
    fireEvent.keyDown(inputs('quantity')[0], { key: 'Tab' });
    expect(document.activeElement).toBe(inputs('unit_price')[0]);
    // the amount is computed: the next editable cell is the next row's first
    fireEvent.keyDown(inputs('unit_price')[0], { key: 'Tab' });
    expect(document.activeElement).toBe(inputs('material_id')[1]);
    fireEvent.keyDown(inputs('material_id')[1], { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(inputs('unit_price')[0]);
  });

  it('Enter moves on like Tab; Enter on the last cell of the last row adds a row and goes to its first cell', async () => {
    const { container, form } = renderLines(twoRows);
    fireEvent.keyDown(inputs('unit')[1], { key: 'Enter' });
    expect(document.activeElement).toBe(inputs('quantity')[1]);
    fireEvent.keyDown(inputs('unit_price')[1], { key: 'Enter' });
    await waitFor(() => expect(drawnRows(container)).toHaveLength(3));
    expect(items(form)).toHaveLength(3);
    await waitFor(() => expect(document.activeElement).toBe(inputs('material_id')[2]));
  });

  it('ArrowDown / ArrowUp move within the column', () => {
    renderLines(twoRows);
    fireEvent.keyDown(inputs('quantity')[0], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(inputs('quantity')[1]);
    fireEvent.keyDown(inputs('quantity')[1], { key: 'ArrowUp' });
    expect(document.activeElement).toBe(inputs('quantity')[0]);
  });
});

describe('paste from a spreadsheet', () => {
  const paste = (target: HTMLElement, text: string) => fireEvent.paste(target, { clipboardData: { getData: () => text } });

  it('a 3×2 block fills the cells from the one pasted into, adds the rows it needs, converts numbers and says what it skipped', async () => {
    const { container, form } = renderLines({ tax_rate: 0, items: [{ id: 1, unit: '个' }] });
    paste(inputs('quantity')[0], '3\t0.1\r\n2\t1,200.50\r\n5\tabc\r\n');
    await waitFor(() => expect(items(form)).toHaveLength(3));
    expect(items(form).map((r) => [r.quantity, r.unit_price ?? null, r.amount ?? null])).toEqual([
      [3, 0.1, 0.3],
      [2, 1200.5, 2401],
      [5, null, null],
    ]);
    // the row's other values stay; the new rows are new (no id)
    expect(items(form)[0]).toMatchObject({ id: 1, unit: '个' });
    expect(items(form)[2]).not.toHaveProperty('id');
    await waitFor(() => expect(drawnRows(container)).toHaveLength(3));
    expect(inputs('quantity')[2].value).toBe('5');
    expect(await screen.findByText('已粘贴 5 个单元格，1 个单元格无法识别或不可编辑，已跳过')).toBeTruthy();
    expect(form.values.total_price).toBe(2401.3);
  });

  it('materials are matched by code, one lookup per distinct code; the pasted unit wins over the material’s', async () => {
    EntityApi.fuzzyPage.mockImplementation(async ([{ text }]: [{ text: string }]) => ({ itemList: MATERIALS.filter((m) => m.code.includes(text)), total: 1, page: 1, pageSize: 20 }));
    MetaDynamicApi.getValue.mockResolvedValue({ id: 7, code: 'M7', name: '螺栓', unit: '件', sale_price: 0.35 });
    const { form } = renderLines({ items: [{}] });
    paste(inputs('material_id')[0], 'M7\t个\nM7\nX99\tkg\n');
    await waitFor(() => expect(items(form)).toHaveLength(3));
    await waitFor(() => expect(items(form)[1].unit_price).toBe(0.35));
    expect(items(form)[0]).toMatchObject({ material_id: { id: 7, code: 'M7', name: '螺栓' }, unit: '个', unit_price: 0.35 });
    expect(items(form)[1]).toMatchObject({ material_id: { id: 7 }, unit: '件' });
    expect(items(form)[2]).toMatchObject({ unit: 'kg' });
    expect(items(form)[2].material_id ?? null).toBeNull();
    expect(EntityApi.fuzzyPage).toHaveBeenCalledTimes(2);
    expect(MetaDynamicApi.getValue).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/1 个单元格无法识别/)).toBeTruthy();
  });

  it('a single value is an ordinary paste into the input', () => {
    const { form } = renderLines({ items: [{}] });
    const event = paste(inputs('quantity')[0], '12');
    expect(event).toBe(true); // not prevented
    expect(items(form)).toHaveLength(1);
  });
});

describe('rows: add, copy, remove', () => {
  const threeRows = () => ({ items: [1, 2, 3].map((id) => ({ id, unit: `U${id}`, quantity: id, unit_price: 1, amount: id })) });
  const select = (row: number) => fireEvent.click(screen.getByRole('checkbox', { name: `选择第${row}行` }));

  it('the row’s copy button inserts a copy below it, as a new row (no id)', async () => {
    const { container, form } = renderLines(threeRows());
    await act(async () => {
      fireEvent.click(container.querySelectorAll('.ant-formily-array-base-copy')[0]);
    });
    await waitFor(() => expect(drawnRows(container)).toHaveLength(4));
    expect(items(form).map((r) => r.unit)).toEqual(['U1', 'U1', 'U2', 'U3']);
    expect(items(form)[1]).not.toHaveProperty('id');
    expect(items(form)[1]).toMatchObject({ quantity: 1, unit_price: 1 });
    expect(form.values.total_price).toBe(7);
  });

  it('copy selected rows appends copies after the last selected one', async () => {
    const { form } = renderLines(threeRows());
    select(1);
    select(3);
    fireEvent.click(screen.getByRole('button', { name: /复制所选行/ }));
    await waitFor(() => expect(items(form)).toHaveLength(5));
    expect(items(form).map((r) => r.unit)).toEqual(['U1', 'U2', 'U3', 'U1', 'U3']);
    expect(items(form).slice(3).every((r) => !('id' in r))).toBe(true);
    expect(screen.getByRole('button', { name: /复制所选行/ }).hasAttribute('disabled')).toBe(true);
  });

  it('removing more than one selected row asks first; one row goes at once', async () => {
    const { form } = renderLines(threeRows());
    select(1);
    select(2);
    fireEvent.click(screen.getByRole('button', { name: /删除所选行/ }));
    expect(await screen.findByText('确定删除所选的 2 行吗？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(items(form).map((r) => r.id)).toEqual([3]));
    expect(form.values.total_price).toBe(3);
    select(1);
    fireEvent.click(screen.getByRole('button', { name: /删除所选行/ }));
    await waitFor(() => expect(items(form)).toHaveLength(0));
    expect(screen.getByText('共 0 行')).toBeTruthy();
  });

  it('picking a material fills the row’s unit and price from the material', async () => {
    MetaDynamicApi.getValue.mockResolvedValue({ id: 8, code: 'M8', name: '垫圈', unit: '片', sale_price: 0.05 });
    const { form } = renderLines({ items: [{ id: 1, quantity: 10 }] });
    fireEvent.change(inputs('material_id')[0], { target: { value: '8' } });
    await waitFor(() => expect(inputs('unit')[0].value).toBe('片'));
    expect(inputs('unit_price')[0].value).toBe('0.05');
    expect(inputs('amount')[0].value).toBe('0.5');
    expect(MetaDynamicApi.getValue).toHaveBeenCalledWith(['Material', 8], { ignoreError: true });
    expect(items(form)[0]).toMatchObject({ id: 1, material_id: { id: 8, code: 'M8' } });
  });
});

describe('read-only documents', () => {
  it('show the values without inputs, toolbar, selection or row actions', () => {
    const { container } = renderLines({ total_price: 2, items: [{ id: 1, unit: '个', quantity: 2, unit_price: 1, amount: 2, material_id: MATERIALS[0] }] }, 'readPretty');
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(container.querySelector('select')).toBeNull();
    const row = container.querySelector('tr[data-row="0"]') as HTMLElement;
    expect(within(row).getByTestId('read-unit').textContent).toBe('个');
    expect(within(row).getByTestId('read-material_id').textContent).toBe(textOf(MATERIALS[0]));
    expect(screen.queryByRole('button', { name: /添加一行/ })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(container.querySelector('.ant-formily-array-base-remove')).toBeNull();
  });
});

describe('a 1,000-line document', () => {
  const thousand = () => ({ tax_rate: 13, items: Array.from({ length: 1000 }, (_, i) => ({ id: i + 1, unit: `U${i + 1}`, quantity: 1, unit_price: 1.1, amount: 1.1 })) });

  it('mounts drawing far fewer than 1,000 rows, scrolls to any row, and a keystroke re-renders only the cell typed in', async () => {
    const started = performance.now();
    const { container, form } = renderLines(thousand());
    const mountMs = performance.now() - started;
    expect(drawnRows(container).length).toBeGreaterThan(5);
    expect(drawnRows(container).length).toBeLessThan(40);
    expect(screen.getByText('共 1000 行')).toBeTruthy();
    // ≈1 s in jsdom here (ArrayTable, drawing every row, took ≈20 s); generous for a loaded machine
    expect(mountMs).toBeLessThan(15_000);

    renders.clear();
    type(inputs('quantity')[0], '2');
    await waitFor(() => expect(inputs('amount')[0].value).toBe('2.2'));
    expect(form.values.total_price).toBe(1101.1);
    // the typed cell, its amount and the header total: not the other drawn rows
    expect(renders.get('quantity') ?? 0).toBeLessThanOrEqual(2);
    expect(renders.get('amount') ?? 0).toBeLessThanOrEqual(2);

    // keyboard down to a row that is not drawn yet: it is scrolled into view and focused
    const scroller = screen.getByTestId('lines-items');
    const last = drawnRows(container).length - 1;
    fireEvent.keyDown(inputs('quantity')[last], { key: 'ArrowDown' });
    await waitFor(() => expect((document.activeElement as HTMLElement).closest('tr')?.dataset.row).toBe(String(last + 1)));
    scroller.scrollTop = 41 * 900;
    fireEvent.scroll(scroller);
    await waitFor(() => expect(container.querySelector('tr[data-row="900"]')).toBeTruthy());
    expect(drawnRows(container).length).toBeLessThan(40);
  });
});
