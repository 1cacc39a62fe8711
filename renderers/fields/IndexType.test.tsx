import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { IndexRenderer } from './IndexType';
import { makeField } from './shared/testFields';
import { GARBAGE, renderCell, renderEdit, renderRead } from './shared/testRender';

afterEach(cleanup);

describe('Index', () => {
  const field = makeField('Index');

  it('numbers table rows from 1 whatever the value', () => {
    expect(renderCell(IndexRenderer, field, 'ignored', {}, 0).container.textContent).toBe('1');
    cleanup();
    expect(renderCell(IndexRenderer, field, null, {}, 19).container.textContent).toBe('20');
    cleanup();
    expect(renderCell(IndexRenderer, field, null, {}, -1).container.textContent).toBe('');
  });

  it('shows the stored value read-only in forms', () => {
    const { container, onChange } = renderEdit(IndexRenderer, field, 5);
    expect(container.textContent).toBe('5');
    expect(container.querySelector('input')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    cleanup();
    expect(renderRead(IndexRenderer, field, undefined).container.textContent).toBe('-');
  });

  it('survives garbage', () => {
    for (const value of GARBAGE) {
      expect(() => renderRead(IndexRenderer, field, value)).not.toThrow();
      cleanup();
    }
  });
});
