import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SelectRenderer } from './Select';
import { makeField } from './shared/testFields';
import { GARBAGE, renderCell, renderEdit, renderRead } from './shared/testRender';

afterEach(cleanup);

const open = (container: HTMLElement) => fireEvent.mouseDown(container.querySelector('.ant-select-selector')!);
const optionTitles = () => [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));

describe('Select', () => {
  const options = [
    { value: 'A', label: '甲' },
    { value: 'B', label: '乙' },
  ];

  it('picks one of field.props.options', async () => {
    const { container, onChange } = renderEdit(SelectRenderer, makeField('Select', { props: { options } }), undefined);
    open(container);
    await waitFor(() => expect(optionTitles()).toEqual(['甲', '乙']));
    fireEvent.click(screen.getByTitle('乙'));
    expect(onChange).toHaveBeenLastCalledWith('B');
  });

  it('takes options from the attribute, then from limitValue', async () => {
    const fromAttr = makeField('Select', { attr: { options: [{ value: 'X', label: '叉', labelEn: 'Ex' }] } });
    open(renderEdit(SelectRenderer, fromAttr, undefined).container);
    await waitFor(() => expect(optionTitles()).toEqual(['叉']));
    cleanup();
    const fromLimit = makeField('Select', { limitValue: [{ value: 1, label: '一' }] });
    open(renderEdit(SelectRenderer, fromLimit, undefined).container);
    await waitFor(() => expect(optionTitles()).toEqual(['一']));
  });

  it('selects several values when multiple', async () => {
    const field = makeField('Select', { props: { options }, multiple: true });
    const { container, onChange } = renderEdit(SelectRenderer, field, ['A']);
    open(container);
    await waitFor(() => expect(optionTitles()).toEqual(['甲', '乙']));
    fireEvent.click(document.querySelector('.ant-select-item-option[title="乙"]')!);
    expect(onChange).toHaveBeenLastCalledWith(['A', 'B']);
  });

  it('reads the label (the raw value when no option matches), - when empty', () => {
    const field = makeField('Select', { props: { options } });
    expect(renderRead(SelectRenderer, field, 'A').container.textContent).toBe('甲');
    cleanup();
    expect(renderCell(SelectRenderer, field, 'Z').container.textContent).toBe('Z');
    cleanup();
    expect(renderCell(SelectRenderer, makeField('Select', { props: { options }, multiple: true }), ['A', 'B']).container.textContent).toBe('甲, 乙');
    cleanup();
    expect(renderCell(SelectRenderer, field, null).container.textContent).toBe('-');
    expect(SelectRenderer.text!('B', field)).toBe('乙');
  });

  it('is disabled when told and survives garbage', () => {
    const field = makeField('Select', { props: { options: 'not a list' } });
    const { container } = renderEdit(SelectRenderer, field, 'A', { disabled: true });
    expect(container.querySelector('.ant-select-disabled')).not.toBeNull();
    cleanup();
    for (const value of GARBAGE) {
      expect(() => renderRead(SelectRenderer, field, value)).not.toThrow();
      cleanup();
    }
  });
});
