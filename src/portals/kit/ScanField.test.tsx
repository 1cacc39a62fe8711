// The portals' scan field: a scan typed into it, or typed by a scanner anywhere outside an input,
// reaches the page once and the field empties for the next one.
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPortalStrings } from '../strings';
import { ScanField } from './ScanField';

beforeAll(loadPortalStrings);

const keys = (text: string, target: Element = document.body) => {
  for (const key of [...text, 'Enter']) fireEvent.keyDown(target, { key });
};

describe('ScanField', () => {
  it('takes a code typed into it with Enter and empties', () => {
    const onScan = vi.fn();
    render(<ScanField onScan={onScan} />);
    const input = screen.getByRole('textbox', { name: '扫码输入' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: ' BC00000007 ' } });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    expect(onScan).toHaveBeenCalledWith('BC00000007');
    expect(input.value).toBe('');
  });

  it('takes a scanner’s keys from anywhere on the screen outside an input', () => {
    const onScan = vi.fn();
    render(
      <>
        <button type="button">elsewhere</button>
        <input aria-label="quantity" />
        <ScanField onScan={onScan} />
      </>,
    );
    keys('WO-2026-001', screen.getByRole('button', { name: 'elsewhere' }));
    expect(onScan).toHaveBeenCalledTimes(1);
    expect(onScan).toHaveBeenCalledWith('WO-2026-001');
    // typing a quantity is not a scan
    keys('12', screen.getByRole('textbox', { name: 'quantity' }));
    expect(onScan).toHaveBeenCalledTimes(1);
  });

  it('takes nothing while busy', () => {
    const onScan = vi.fn();
    render(<ScanField onScan={onScan} busy />);
    keys('BC1234');
    expect(onScan).not.toHaveBeenCalled();
  });
});
