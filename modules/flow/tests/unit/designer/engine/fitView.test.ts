// The view after opening a diagram: all of it visible right of the palette (which floats over the
// canvas's top-left corner), inside the canvas, never zoomed in beyond 100 %.
import { describe, expect, it } from 'vitest';
import { FIT_MARGIN, fitViewbox } from '../../../../web/designer/engine/fitView';

/** Where a diagram point lands on screen under a viewbox shown in a canvas of `width` px. */
const onScreen = (vb: { x: number; y: number; width: number }, width: number, p: { x: number; y: number }) => {
  const scale = width / vb.width;
  return { x: (p.x - vb.x) * scale, y: (p.y - vb.y) * scale, scale };
};

describe('fitViewbox', () => {
  const canvas = { width: 1000, height: 600 };
  const palette = 142; // 12 px offset + 130 px wide

  it('puts a diagram that starts at x = 0 right of the palette, at 100 % when it fits', () => {
    const diagram = { x: 0, y: 0, width: 400, height: 120 };
    const vb = fitViewbox(diagram, canvas, palette)!;
    const topLeft = onScreen(vb, canvas.width, diagram);
    const bottomRight = onScreen(vb, canvas.width, { x: 400, y: 120 });
    expect(topLeft.scale).toBe(1);
    expect(topLeft.x).toBeGreaterThanOrEqual(palette + FIT_MARGIN);
    expect(bottomRight.x).toBeLessThanOrEqual(canvas.width - FIT_MARGIN);
    expect(topLeft.y).toBeGreaterThanOrEqual(FIT_MARGIN);
    expect(bottomRight.y).toBeLessThanOrEqual(canvas.height - FIT_MARGIN);
    expect(vb.height / vb.width).toBeCloseTo(canvas.height / canvas.width);
  });

  it('zooms out a large diagram until all of it fits beside the palette', () => {
    const diagram = { x: -50, y: 30, width: 3000, height: 900 };
    const vb = fitViewbox(diagram, canvas, palette)!;
    const topLeft = onScreen(vb, canvas.width, diagram);
    const bottomRight = onScreen(vb, canvas.width, { x: 2950, y: 930 });
    expect(topLeft.scale).toBeLessThan(1);
    expect(topLeft.x).toBeGreaterThanOrEqual(palette + FIT_MARGIN - 1e-9);
    expect(bottomRight.x).toBeLessThanOrEqual(canvas.width - FIT_MARGIN + 1e-9);
    expect(bottomRight.y).toBeLessThanOrEqual(canvas.height - FIT_MARGIN + 1e-9);
  });

  it('leaves an empty diagram or an unmeasured canvas alone', () => {
    expect(fitViewbox({ x: 0, y: 0, width: 0, height: 0 }, canvas, palette)).toBeNull();
    expect(fitViewbox({ x: 0, y: 0, width: 10, height: 10 }, { width: 0, height: 0 }, palette)).toBeNull();
  });
});
