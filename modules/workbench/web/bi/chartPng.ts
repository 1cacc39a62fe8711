// The chart as a PNG: the canvas echarts drew (inside the chart's host) copied onto a white one of
// the same size — the chart's own background is transparent, which image viewers show black or
// chequered — and saved under the analysis's name.
import { saveBlob } from '../../../../src/api/upload';

/** Saves the first canvas inside `host` as `name`.png; false when there is none (nothing drawn yet). */
export function saveChartPng(host: HTMLElement | null, name: string): Promise<boolean> {
  const drawn = host?.querySelector('canvas');
  if (!drawn?.width || !drawn.height) return Promise.resolve(false);
  const canvas = document.createElement('canvas');
  canvas.width = drawn.width;
  canvas.height = drawn.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.resolve(false);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(drawn, 0, 0);
  return new Promise((resolve) =>
    canvas.toBlob((blob) => {
      if (blob) saveBlob(blob, `${name}.png`);
      resolve(!!blob);
    }, 'image/png'),
  );
}
