import { describe, expect, it } from 'vitest';
import { fieldRenderers } from '../../../renderers/fields';
import { DATA_TYPES } from '../../../schemas/entities/define';
import type { ISchema } from '@formily/react';
import { mergeFieldMeta, systemPageField } from '../../../src/engine/fieldMeta';
import { childTableSchema, fieldSchema, filterKindOf, filterSchema, formSchema, GRID_PROPS, LAYOUT } from '../../../src/engine/schema';
import type { RendererRegistry } from '../../../src/engine/renderers';
import { attr, fakeRenderers, pageField } from '../../kit/web/fakes';

const registry = fieldRenderers as RendererRegistry;

describe('metadata → schema for every data type (the real renderers)', () => {
  it.each(DATA_TYPES.map((t) => [t]))('%s: x-component is the data type, the value type is the renderer’s, FieldMeta travels as props.field', (dataType) => {
    const meta = mergeFieldMeta(pageField('f', dataType, { requiredTag: true, width: 8 }), attr('f', dataType));
    const schema = fieldSchema(meta, registry);
    expect(registry[dataType]).toBeDefined();
    expect(schema).toMatchObject({
      type: registry[dataType].valueType,
      title: 'f',
      required: true,
      'x-component': dataType,
      'x-decorator': LAYOUT.item,
      'x-decorator-props': { gridSpan: 8 },
      'x-display': 'visible',
    });
    expect((schema['x-component-props'] as { field: unknown }).field).toBe(meta);
  });

  it('Number fields are numeric', () => {
    const schema = fieldSchema(mergeFieldMeta(pageField('qty', 'Number'), attr('qty', 'Number')), registry);
    expect(schema.type).toBe('number');
  });
});

describe('fieldSchema rules', () => {
  it('non-editable → disabled; not displayed → hidden (x-display hidden keeps the value)', () => {
    const s = fieldSchema(mergeFieldMeta(pageField('a', 'String', { editTag: false, displayTag: false }), attr('a', 'String')), fakeRenderers);
    expect(s['x-pattern']).toBe('disabled');
    expect(s['x-display']).toBe('hidden');
    const editable = fieldSchema(mergeFieldMeta(pageField('a', 'String'), attr('a', 'String')), fakeRenderers);
    expect(editable['x-pattern']).toBeUndefined();
  });

  it('the parsed default becomes the schema default; fieldLength limits strings', () => {
    const s = fieldSchema(mergeFieldMeta(pageField('a', 'String', { defaultValue: '{"normalValue":"x"}', fieldLength: 12 }), attr('a', 'String')), fakeRenderers);
    expect(s.default).toBe('x');
    expect(s['x-validator']).toEqual([{ maxLength: 12 }]);
    const bad = fieldSchema(mergeFieldMeta(pageField('a', 'String', { defaultValue: 'oops' }), attr('a', 'String')), fakeRenderers);
    expect('default' in bad).toBe(false);
  });

  it('a renderer’s own validation becomes a validator', () => {
    const strict: RendererRegistry = { ...fakeRenderers, String: { ...fakeRenderers.String, validate: (v) => (String(v).includes(' ') ? 'no spaces' : undefined) } };
    const s = fieldSchema(mergeFieldMeta(pageField('a', 'String'), attr('a', 'String')), strict);
    const [validate] = s['x-validator'] as Array<(v: unknown) => string | undefined>;
    expect(validate('a b')).toBe('no spaces');
    expect(validate('ab')).toBeUndefined();
    expect(validate('')).toBeUndefined();
  });

  it('formSchema puts the fields on a 24-column FormGrid in order', () => {
    const metas = [mergeFieldMeta(pageField('b', 'String'), attr('b', 'String')), mergeFieldMeta(pageField('a', 'Number'), attr('a', 'Number'))];
    const schema = formSchema(metas, fakeRenderers);
    const grid = (schema.properties as Record<string, ISchema>).grid;
    expect(grid).toMatchObject({ type: 'void', 'x-component': LAYOUT.grid, 'x-component-props': GRID_PROPS });
    expect(GRID_PROPS).toMatchObject({ minColumns: 24, maxColumns: 24 });
    const props = grid.properties as Record<string, ISchema>;
    expect(Object.keys(props)).toEqual(['b', 'a']);
    expect(props.a['x-index']).toBe(1);
  });

  it('a child table: one column per field, an index column, remove per row and an add button', () => {
    const metas = [mergeFieldMeta(pageField('code', 'String', { block: 'Item' }), attr('code', 'String', { tableWidth: 150 }))];
    const schema = childTableSchema('库位', metas, fakeRenderers, { add: '添加一行', operations: '操作' });
    expect(schema).toMatchObject({ type: 'array', title: '库位', 'x-component': LAYOUT.table });
    const columns = (schema.items as ISchema).properties as Record<string, ISchema>;
    expect(Object.keys(columns)).toEqual(['__index', '__col_code', '__operations']);
    expect(columns.__col_code['x-component-props']).toMatchObject({ title: 'code', width: 150 });
    expect((columns.__col_code.properties as Record<string, ISchema>).code['x-component']).toBe('String');
    expect((columns.__operations.properties as Record<string, ISchema>).remove['x-component']).toBe(LAYOUT.remove);
    expect((schema.properties as Record<string, ISchema>).add).toMatchObject({ title: '添加一行', 'x-component': LAYOUT.addition });
  });
});

describe('filter bar schema', () => {
  const metas = [
    mergeFieldMeta(pageField('name', 'String', { requiredTag: true, defaultValue: '{"normalValue":"x"}' }), attr('name', 'String', { required: true })),
    mergeFieldMeta(pageField('credit', 'Number'), attr('credit', 'Number')),
    mergeFieldMeta(pageField('category', 'Dict', { editTag: false }), attr('category', 'Dict')),
  ];

  it('classifies filters by storage: text fuzzy, numbers/dates range, the rest filter', () => {
    expect(metas.map(filterKindOf)).toEqual(['fuzzy', 'range', 'filter']);
    expect(filterKindOf(mergeFieldMeta(pageField('since', 'DateTime'), attr('since', 'DateTime')))).toBe('range');
    expect(filterKindOf(mergeFieldMeta(pageField('parent', 'Supplier'), attr('parent', 'Supplier')))).toBe('filter');
    expect(filterKindOf(mergeFieldMeta(pageField('ok', 'Bool'), attr('ok', 'Bool')))).toBe('filter');
    expect(filterKindOf(mergeFieldMeta(systemPageField('status_dict', 'Header', 1), null))).toBe('filter');
  });

  it('filters are never required, always editable, without defaults; a range is {first, second}', () => {
    const schema = filterSchema(metas, fakeRenderers);
    const props = ((schema.properties as Record<string, ISchema>).filters.properties ?? {}) as Record<string, ISchema>;
    expect(props.name).toMatchObject({ required: false, 'x-component': 'String' });
    expect(props.name.default).toBeUndefined();
    expect(props.category['x-pattern']).toBeUndefined();
    expect(props.credit).toMatchObject({ type: 'object', 'x-component': LAYOUT.range });
    expect(Object.keys(props.credit.properties as object)).toEqual(['first', 'second']);
    expect((props.credit.properties as Record<string, ISchema>).first['x-component']).toBe('Number');
  });
});
