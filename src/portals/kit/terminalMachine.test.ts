// The terminal's machine is kept in the terminal's browser under the station's key, and a stored value
// that is no machine id reads as none.
import { beforeEach, describe, expect, it } from 'vitest';
import { setTerminalMachine, terminalMachine } from './terminalMachine';

beforeEach(() => localStorage.clear());

describe('terminalMachine', () => {
  it('keeps the machine chosen and forgets it when cleared', () => {
    expect(terminalMachine()).toBeNull();
    setTerminalMachine(42);
    expect(terminalMachine()).toBe(42);
    // the work order station reads the same key
    expect(localStorage.getItem('plantform.hmi.machine')).toBe('42');
    setTerminalMachine(null);
    expect(terminalMachine()).toBeNull();
  });

  it('reads a damaged value as no machine', () => {
    localStorage.setItem('plantform.hmi.machine', 'x1');
    expect(terminalMachine()).toBeNull();
    localStorage.setItem('plantform.hmi.machine', '-3');
    expect(terminalMachine()).toBeNull();
  });
});
