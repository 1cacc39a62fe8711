// The generated schemas rendered through the component map: Edit while editable, Read in a
// read-pretty (audited) form, disabled Edit for non-editable fields, hidden fields keep values.
import { createForm } from '@formily/core';
import { FormProvider } from '@formily/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATA_TYPES } from '../../../schemas/entities/define';
import { useSchemaField } from '../../../src/engine/components';
import { mergeFieldMeta } from '../../../src/engine/fieldMeta';
import type { RendererRegistry } from '../../../src/engine/renderers';
import { formSchema } from '../../../src/engine/schema';
import '../../../src/i18n';
import { attr, fakeRenderers, pageField } from '../../kit/web/fakes';

// the real renderers' pickers and dictionaries ask the server: here they get empty answers
vi.mock('../../../src/api/services', () => {
  const empty = new Proxy({}, { get: () => () => Promise.resolve({ itemList: [], total: 0, page: 1, pageSize: 12 }) });
  return { EntityApi: empty, DictApi: new Proxy({}, { get: () => () => Promise.resolve([]) }), MetaDynamicApi: empty, MetaDeApprovalApi: empty, MenuAllocApi: empty };
});

afterEach(cleanup);

const metas = [
  mergeFieldMeta(pageField('code', 'String', { name: '编码', requiredTag: true }), attr('code', 'String')),
  mergeFieldMeta(pageField('locked', 'String', { name: '锁定', editTag: false }), attr('locked', 'String')),
  mergeFieldMeta(pageField('secret', 'String', { name: '隐藏', displayTag: false }), attr('secret', 'String')),
  mergeFieldMeta(pageField('qty', 'Number', { name: '数量', defaultValue: '{"normalValue":3}' }), attr('qty', 'Number')),
];

type AnyForm = ReturnType<typeof createForm<Record<string, unknown>>>;

function Harness({ form, registry = fakeRenderers }: { form: AnyForm; registry?: RendererRegistry }) {
  const SchemaField = useSchemaField(registry);
  return (
    <FormProvider form={form}>
      <SchemaField schema={formSchema(metas, registry)} />
    </FormProvider>
  );
}

describe('the Formily component map', () => {
  it('editable form: Edit for editable fields, disabled Edit for non-editable ones, hidden fields not shown', () => {
    const form = createForm<Record<string, unknown>>({ initialValues: { code: 'S1', locked: 'L', secret: 'keep me' } });
    render(<Harness form={form} />);
    expect((screen.getByTestId('edit-code') as HTMLInputElement).value).toBe('S1');
    expect((screen.getByTestId('edit-code') as HTMLInputElement).disabled).toBe(false);
    expect((screen.getByTestId('edit-locked') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByTestId('edit-secret')).toBeNull();
    // the hidden field's stored value stays in the form's values (and so in what is saved)
    expect(form.values.secret).toBe('keep me');
    expect(form.values.qty).toBe(3);
  });

  it('read-pretty form (audited): Read everywhere, no inputs', () => {
    const form = createForm<Record<string, unknown>>({ initialValues: { code: 'S1', locked: 'L' }, pattern: 'readPretty' });
    render(<Harness form={form} />);
    expect(screen.getByTestId('read-code').textContent).toBe('S1');
    expect(screen.getByTestId('read-locked').textContent).toBe('L');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('required fields are validated; typing reaches the form values', async () => {
    const form = createForm<Record<string, unknown>>();
    render(<Harness form={form} />);
    await act(async () => {
      await form.validate().catch(() => undefined);
    });
    expect(form.errors.map((e) => e.path)).toContain('code');
    fireEvent.change(screen.getByTestId('edit-code'), { target: { value: 'NEW' } });
    expect(form.values.code).toBe('NEW');
    await act(async () => {
      await form.validate();
    });
    expect(form.errors).toEqual([]);
  });

  it('every real renderer renders through the map in edit and read-pretty forms', async () => {
    const { fieldRenderers } = await import('../../../renderers/fields');
    const registry = fieldRenderers as RendererRegistry;
    const all = DATA_TYPES.map((t) => mergeFieldMeta(pageField(`f_${t}`, t, { name: `字段${t}` }), attr(`f_${t}`, t)));
    function All({ form }: { form: AnyForm }) {
      const SchemaField = useSchemaField(registry);
      return (
        <FormProvider form={form}>
          <SchemaField schema={formSchema(all, registry)} />
        </FormProvider>
      );
    }
    for (const pattern of ['editable', 'readPretty'] as const) {
      const { container, unmount } = render(<All form={createForm<Record<string, unknown>>({ pattern })} />);
      await waitFor(() => {
        for (const t of DATA_TYPES) expect(container.textContent).toContain(`字段${t}`);
      });
      unmount();
    }
  }, 30_000);
});
