// How the schema engine plugs the renderers into Formily: connect(Edit, mapReadPretty(Read)) under
// the data type's name, FieldMeta passed as x-component-props.field, validate as x-validator.
import { createForm, type Field } from '@formily/core';
import { connect, createSchemaField, FormProvider, mapReadPretty } from '@formily/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldRenderers } from './index';
import { makeField } from './shared/testFields';
import type { FieldRenderer } from './types';

afterEach(cleanup);

const formilyComponent = (renderer: FieldRenderer) => connect(renderer.Edit as ComponentType, mapReadPretty(renderer.Read as ComponentType));
const SchemaField = createSchemaField({ components: { String: formilyComponent(fieldRenderers.String), Costs: formilyComponent(fieldRenderers.Costs) } });

describe('renderers inside Formily', () => {
  const code = makeField('String', { attr: { code: 'code', max: 10, noSpaces: true } });
  const amount = makeField('Costs', { attr: { code: 'amount' } });
  const schema = {
    type: 'object',
    properties: {
      code: { type: 'string', 'x-component': 'String', 'x-component-props': { field: code }, 'x-validator': (v: unknown) => fieldRenderers.String.validate!(v, code) },
      amount: { type: 'number', 'x-component': 'Costs', 'x-component-props': { field: amount } },
    },
  };

  it('edits values into the form and reports the renderer validation', async () => {
    const form = createForm({ initialValues: { code: 'S1', amount: 1234.5 } });
    render(
      <FormProvider form={form}>
        <SchemaField schema={schema} />
      </FormProvider>,
    );
    const input = screen.getByDisplayValue('S1');
    await act(async () => {
      fireEvent.change(input, { target: { value: 'S 2' } });
    });
    expect(form.values.code).toBe('S 2');
    await act(async () => {
      await form.validate().catch(() => undefined);
    });
    expect((form.query('code').take() as Field | undefined)?.selfErrors).toEqual(['不能包含空格']);
  });

  it('passes the disabled pattern and shows Read in read-pretty forms', async () => {
    const form = createForm({ initialValues: { code: 'S1', amount: 1234.5 }, pattern: 'disabled' });
    const { container } = render(
      <FormProvider form={form}>
        <SchemaField schema={schema} />
      </FormProvider>,
    );
    expect((screen.getByDisplayValue('S1') as HTMLInputElement).disabled).toBe(true);
    await act(async () => {
      form.setPattern('readPretty');
    });
    expect(container.querySelector('input')).toBeNull();
    expect(container.textContent).toBe('S11,234.50');
  });
});
