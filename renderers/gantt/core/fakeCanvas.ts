// A 2D context that draws nothing and counts what it is asked (the tests' and the bench's canvas
// in Node, where there is no real one).
import type { Ctx2D, Layer } from './paint';

export class CountingContext implements Ctx2D {
  fillStyle: unknown = '#000';
  strokeStyle: unknown = '#000';
  lineWidth = 1;
  font = '';
  textBaseline: CanvasTextBaseline = 'alphabetic';
  textAlign: CanvasTextAlign = 'start';
  globalAlpha = 1;
  calls: Record<string, number> = {};
  texts: string[] = [];
  fills: Array<{ x: number; y: number; w: number; h: number; style: unknown }> = [];
  images: Array<{ dx: number; dy: number; dw: number; dh: number }> = [];
  private count(name: string) {
    this.calls[name] = (this.calls[name] ?? 0) + 1;
  }
  reset() {
    this.calls = {};
    this.texts = [];
    this.fills = [];
    this.images = [];
    this.pathFills = [];
  }
  fillRect(x: number, y: number, w: number, h: number) {
    this.count('fillRect');
    this.fills.push({ x, y, w, h, style: this.fillStyle });
  }
  strokeRect() {
    this.count('strokeRect');
  }
  clearRect() {
    this.count('clearRect');
  }
  beginPath() {
    this.count('beginPath');
  }
  moveTo() {
    this.count('moveTo');
  }
  lineTo() {
    this.count('lineTo');
  }
  closePath() {
    this.count('closePath');
  }
  /** the style of each path filled (a diamond, an arrow head) */
  pathFills: unknown[] = [];
  fill() {
    this.count('fill');
    this.pathFills.push(this.fillStyle);
  }
  stroke() {
    this.count('stroke');
  }
  fillText(text: string) {
    this.count('fillText');
    this.texts.push(text);
  }
  save() {
    this.count('save');
  }
  restore() {
    this.count('restore');
  }
  drawImage(_image: never, dx: number, dy: number, dw: number, dh: number) {
    this.count('drawImage');
    this.images.push({ dx, dy, dw, dh });
  }
  /** every call made so far */
  get total() {
    return Object.values(this.calls).reduce((a, b) => a + b, 0);
  }
}

/** Layers over counting contexts; `made` tells how many were created. */
export function countingLayers() {
  const layers: Array<Layer & { ctx: CountingContext }> = [];
  const factory = (width: number, height: number) => {
    const layer = { ctx: new CountingContext(), image: { width, height }, width, height };
    layers.push(layer);
    return layer;
  };
  return { factory, layers };
}
