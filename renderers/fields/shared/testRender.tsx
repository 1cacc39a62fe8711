// Rendering helpers for renderer tests: a controlled Edit whose onChange feeds the value back,
// Read, and Cell rendered the way the engine's table does (createElement(Cell, props)).
import { render } from '@testing-library/react';
import { createElement, useState } from 'react';
import { vi } from 'vitest';
import type { FieldMeta, FieldRenderer } from '../types';

/** Renders Edit as a form would: controlled, each onChange becomes the new value. */
export function renderEdit(renderer: FieldRenderer, field: FieldMeta, initial?: unknown, extra: { disabled?: boolean } = {}) {
  const onChange = vi.fn();
  // biome-ignore lint/correctness/noComponentHookFactories: a test host, made once per rendered test
  function Host() {
    const [value, setValue] = useState<unknown>(initial);
    return createElement(renderer.Edit, {
      value,
      field,
      disabled: extra.disabled,
      onChange: (next: unknown) => {
        onChange(next);
        setValue(next);
      },
    });
  }
  return { onChange, ...render(createElement(Host)) };
}

export function renderRead(renderer: FieldRenderer, field: FieldMeta, value: unknown) {
  return render(createElement(renderer.Read, { value, field }));
}

export function renderCell(renderer: FieldRenderer, field: FieldMeta, value: unknown, record: Record<string, unknown> = {}, index = 0) {
  return render(createElement(renderer.Cell, { value, record, index, field }));
}

/** Shapes nobody should send but a read mode must survive. */
export const GARBAGE: unknown[] = [null, undefined, '', NaN, {}, [], [null], { nested: { deep: 1 } }, Symbol.for('x').description, () => 1, true, -1];
