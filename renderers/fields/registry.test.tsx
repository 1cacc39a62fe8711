import { cleanup, render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATA_TYPES } from '../../schemas/entities/define';
import { fieldRenderers, rendererOf } from './index';
import { makeField } from './shared/testFields';
import { GARBAGE } from './shared/testRender';

// The data calls are mocked (reference and dict names are not what this file checks).
vi.mock('../../src/api/services', () => ({
  EntityApi: { fuzzyPage: vi.fn(async () => ({ total: 0, page: 1, pageSize: 12, itemList: [] })) },
  DictApi: { listByCode: vi.fn(async () => []) },
}));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('fieldRenderers', () => {
  it('has one renderer per data type, registered under its own name', () => {
    expect(Object.keys(fieldRenderers).sort()).toEqual([...DATA_TYPES].sort());
    for (const type of DATA_TYPES) {
      const renderer = fieldRenderers[type];
      expect(renderer.dataType).toBe(type);
      expect(['string', 'number', 'boolean', 'array', 'object', 'void']).toContain(renderer.valueType);
      expect(renderer.Edit).toBeTypeOf('function');
      expect(renderer.Read).toBeTypeOf('function');
      expect(renderer.Cell).toBeTypeOf('function');
    }
  });

  it('falls back to String for unknown types, warning once per type', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(rendererOf('Hologram')).toBe(fieldRenderers.String);
    expect(rendererOf('Hologram')).toBe(fieldRenderers.String);
    expect(rendererOf(undefined)).toBe(fieldRenderers.String);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(rendererOf('Material')).toBe(fieldRenderers.Material);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('never throws in read mode, cells, text or validate, whatever the value', () => {
    for (const type of DATA_TYPES) {
      const renderer = fieldRenderers[type];
      const field = makeField(type, { attr: {} });
      for (const value of GARBAGE) {
        expect(() => render(createElement(renderer.Read, { value, field })), `${type} Read`).not.toThrow();
        expect(() => render(createElement(renderer.Cell, { value, record: { unit: value }, index: 0, field })), `${type} Cell`).not.toThrow();
        expect(() => renderer.text?.(value, field), `${type} text`).not.toThrow();
        expect(() => renderer.validate?.(value, field), `${type} validate`).not.toThrow();
        cleanup();
      }
    }
  });

  it('shows every empty value with the same placeholder', () => {
    const blankAlike = ['Index', 'TableTools'];
    for (const type of DATA_TYPES.filter((t) => !blankAlike.includes(t))) {
      const { container } = render(createElement(fieldRenderers[type].Read, { value: null, field: makeField(type, { attr: {} }) }));
      expect(container.textContent, type).toBe('-');
      cleanup();
    }
  });
});
