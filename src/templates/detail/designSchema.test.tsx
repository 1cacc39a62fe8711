// A designed form (meta/Designer) on the detail: its layout (tabs, grid columns, card, divider,
// line table) with the renderers, the page's field metadata still deciding (a field the role's
// page does not display stays out; required and read-only combine, the stricter wins) and its
// rules as reactions. Stand-in renderers (tests/kit/web/fakes) show what the engine chose.
import { FormLayout } from '@formily/antd-v5';
import { createForm, type Field, type Form } from '@formily/core';
import { FormProvider } from '@formily/react';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { useMemo } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { formGroupComponents } from '../../../renderers/groups';
import type { FormDesign } from '../../../schemas/forms/types';
import type { ISchema } from '@formily/react';
import { attr, fakeRenderers, pageField, supplierEntity } from '../../../tests/kit/web/fakes';
import { useSchemaField } from '../../engine/components';
import { buildPageModel } from '../../engine/pageModel';
import { detailSchema } from './detailSchema';

afterEach(cleanup);

const entity = supplierEntity({
  children: [{ key: 'contacts', name: '联系人', nameIntl: {}, min: 0, attrs: [attr('person', 'String'), attr('phone', 'String')] }],
});
// the role's page: code not editable, name required, tax_no not displayed
const detail = {
  id: 1, code: 'mdm.SupplierDetail', name: '供应商详情', url: 'mdm/SupplierDetail', buttons: [], fieldPlates: [], uniqueKeys: [], functionControlTag: true, needCopy: false,
  fields: [
    pageField('code', 'String', { editTag: false }),
    pageField('name', 'String', { requiredTag: true }),
    pageField('category', 'Dict'),
    pageField('credit', 'Number'),
    pageField('since', 'DateTime'),
    pageField('tax_no', 'String', { displayTag: false }),
  ],
};
const model = buildPageModel(entity, detail);

const design: FormDesign = {
  version: 1,
  nodes: [
    {
      type: 'tabs',
      id: 'tabs',
      panes: [
        {
          id: 'basic',
          label: '基本',
          labelEn: 'Basics',
          children: [
            {
              type: 'grid',
              id: 'row',
              columns: [
                { id: 'left', span: 12, children: [{ type: 'field', id: 'f1', code: 'code', dataType: 'String', bound: true }] },
                { id: 'right', span: 12, children: [{ type: 'field', id: 'f2', code: 'name', dataType: 'String', bound: true, label: '名称' }] },
              ],
            },
          ],
        },
        {
          id: 'more',
          label: '更多',
          children: [
            { type: 'field', id: 'f3', code: 'category', dataType: 'Dict', bound: true },
            { type: 'field', id: 'f4', code: 'credit', dataType: 'Number', bound: true, required: true, readOnly: true },
            { type: 'field', id: 'f5', code: 'since', dataType: 'DateTime', bound: true, readOnlyWhen: { field: 'category', op: 'eq', value: 'A' } },
          ],
        },
      ],
    },
    { type: 'divider', id: 'd', label: '其他' },
    {
      type: 'card',
      id: 'card',
      label: '附加',
      children: [
        { type: 'field', id: 'f6', code: 'tax_no', dataType: 'String', bound: true },
        { type: 'field', id: 'f7', code: 'note', dataType: 'Remark', bound: false, label: '备注', defaultValue: { normalValue: '无' }, visibleWhen: { field: 'category', op: 'filled' } },
      ],
    },
    { type: 'lineTable', id: 'lines', key: 'contacts', label: '联系方式', columns: ['phone'] },
  ],
};

const TEXTS = { add: '添加', operations: '操作' };

function Detail({ form, schema }: { form: Form; schema: ISchema }) {
  const SchemaField = useSchemaField(fakeRenderers);
  const components = useMemo(formGroupComponents, []);
  return (
    <FormProvider form={form}>
      <FormLayout layout="vertical">
        <SchemaField schema={schema} components={components} />
      </FormLayout>
    </FormProvider>
  );
}

const schemaOf = (language: 'zh_CN' | 'en_US' = 'zh_CN') => detailSchema(model, fakeRenderers, 'mdm/SupplierDetail', TEXTS, [], { schema: design, language });
const field = (form: Form, code: string) => form.query(code).take() as Field | undefined;
const itemOf = (code: string) => screen.getByTestId(`edit-${code}`).closest('.ant-formily-item') as HTMLElement;
const asterisk = (code: string) => !!itemOf(code).querySelector('.ant-formily-item-asterisk');

describe('a designed detail form', () => {
  it('lays the fields out in the design’s tabs, grid columns and card, under the design’s labels', () => {
    const form = createForm();
    render(<Detail form={form} schema={schemaOf()} />);
    const tabs = screen.getByTestId('design-tabs-tabs');
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['基本', '更多']);
    const grid = screen.getByTestId('design-grid-row');
    expect(within(grid).getByTestId('edit-code')).toBeTruthy();
    expect(within(grid).getByTestId('edit-name')).toBeTruthy();
    expect(itemOf('name').querySelector('.ant-formily-item-label')!.textContent).toContain('名称');
    // the second pane is rendered from the start: its required fields are checked before it is opened
    expect(within(tabs).getByTestId('edit-credit')).toBeTruthy();
    expect(screen.getByText('其他')).toBeTruthy();
    expect(within(screen.getByTestId('design-card-card')).getByText('附加')).toBeTruthy();
  });

  it('leaves out a field the page does not display; required and read-only take the stricter of page and design', () => {
    const form = createForm();
    render(<Detail form={form} schema={schemaOf()} />);
    expect(screen.queryByTestId('edit-tax_no')).toBeNull();
    expect(asterisk('name')).toBe(true); // the page says required
    expect(asterisk('credit')).toBe(true); // the design says required
    expect(asterisk('category')).toBe(false);
    expect(field(form, 'code')?.pattern).toBe('disabled'); // the page says not editable
    expect(field(form, 'credit')?.pattern).toBe('disabled'); // the design says read-only
    expect(field(form, 'category')?.pattern).toBe('editable');
  });

  it('shows a field while its visibility rule holds and makes one read-only while its rule holds; a free field has its default', async () => {
    const form = createForm();
    render(<Detail form={form} schema={schemaOf()} />);
    expect(screen.queryByTestId('edit-note')).toBeNull();
    expect(field(form, 'since')?.pattern).toBe('editable');
    await act(async () => form.setValuesIn('category', { dict: 'A', name: '甲类' }));
    expect((screen.getByTestId('edit-note') as HTMLInputElement).value).toBe('无');
    expect(field(form, 'since')?.pattern).toBe('readOnly');
    await act(async () => form.setValuesIn('category', { dict: 'B', name: '乙类' }));
    expect(field(form, 'since')?.pattern).toBe('editable');
    await act(async () => form.setValuesIn('category', null));
    expect(screen.queryByTestId('edit-note')).toBeNull();
  });

  it('keeps an audited (read-pretty) form read-pretty whatever the rules say', async () => {
    const form = createForm({ pattern: 'readPretty', initialValues: { category: { dict: 'B', name: '乙类' }, code: 'S1' } });
    render(<Detail form={form} schema={schemaOf()} />);
    expect(field(form, 'since')?.pattern).toBe('readPretty');
    expect(screen.getByTestId('read-code').textContent).toBe('S1');
  });

  it('places the line table with its chosen columns; labels follow the language', () => {
    const schema = schemaOf('en_US');
    const root = (schema.properties as Record<string, ISchema>).grid.properties as Record<string, ISchema>;
    const lines = root.contacts;
    expect(lines).toMatchObject({ type: 'array', title: '联系方式', 'x-component': 'LineTable' });
    const columns = Object.keys((lines.items as ISchema).properties as Record<string, ISchema>);
    expect(columns).toEqual(['__index', '__col_phone', '__operations']);
    const tabs = root.__design_tabs.properties as Record<string, ISchema>;
    expect(tabs.__design_basic['x-component-props']).toMatchObject({ tab: 'Basics', forceRender: true });
    expect(tabs.__design_more['x-component-props']).toMatchObject({ tab: '更多' });
  });

  it('without a design keeps the page’s own layout, and a design without line tables keeps the lines at the end', () => {
    const plain = detailSchema(model, fakeRenderers, 'mdm/SupplierDetail', TEXTS);
    expect(Object.keys(plain.properties as Record<string, ISchema>)).toEqual(['grid', 'contacts']);
    const bare = detailSchema(model, fakeRenderers, 'mdm/SupplierDetail', TEXTS, [], { schema: { version: 1, nodes: [{ type: 'field', id: 'a', code: 'name', dataType: 'String', bound: true }] }, language: 'zh_CN' });
    const root = ((bare.properties as Record<string, ISchema>).grid.properties ?? {}) as Record<string, ISchema>;
    expect(Object.keys(root)).toEqual(['name', 'contacts']);
  });
});
