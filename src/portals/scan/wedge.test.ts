// The keyboard wedge: what a scanner types (quick keys ending in Enter) is one scan; a person's slow
// typing, stray keys and a bare Enter are not.
import { describe, expect, it } from 'vitest';
import { createWedge, isTypingTarget } from './wedge';

/** types `text` then Enter, `gap` ms apart, from `start` */
function type(wedge: ReturnType<typeof createWedge>, text: string, start: number, gap: number): Array<string | null> {
  return [...text, 'Enter'].map((key, i) => wedge.key(key, start + i * gap));
}

describe('keyboard wedge', () => {
  it('answers the code a scanner types, on its Enter only', () => {
    const wedge = createWedge();
    const out = type(wedge, 'BC00000042', 1000, 5);
    expect(out.slice(0, -1).every((x) => x === null)).toBe(true);
    expect(out.at(-1)).toBe('BC00000042');
  });

  it('does not take a person typing slowly for a scan', () => {
    const wedge = createWedge({ maxGapMs: 80 });
    expect(type(wedge, 'BC0042', 0, 250).at(-1)).toBeNull();
  });

  it('drops stray keys before a pause: the scan after it is whole and alone', () => {
    const wedge = createWedge();
    wedge.key('x', 0);
    wedge.key('y', 10);
    expect(type(wedge, 'TL-7', 5000, 4).at(-1)).toBe('TL-7');
  });

  it('ignores keys that are not characters, a bare Enter and too short a run', () => {
    const wedge = createWedge({ minLength: 3 });
    expect(wedge.key('Enter', 0)).toBeNull();
    wedge.key('Shift', 10);
    expect(type(wedge, 'A1', 20, 5).at(-1)).toBeNull();
    const keys = ['Shift', 'B', 'Shift', 'C', '1', 'Enter'];
    expect(keys.map((k, i) => wedge.key(k, 1000 + i * 5)).at(-1)).toBe('BC1');
  });

  it('starts empty after each scan', () => {
    const wedge = createWedge();
    expect(type(wedge, 'AAA1', 0, 5).at(-1)).toBe('AAA1');
    expect(type(wedge, 'BBB2', 40, 5).at(-1)).toBe('BBB2');
  });

  it('leaves keys typed into inputs to the input', () => {
    expect(isTypingTarget(document.createElement('input'))).toBe(true);
    expect(isTypingTarget(document.createElement('textarea'))).toBe(true);
    expect(isTypingTarget(document.createElement('button'))).toBe(false);
    expect(isTypingTarget(document.body)).toBe(false);
  });
});
