// Export to PNG: the whole chart (header included) painted once into a canvas of its own, then
// canvas.toBlob and a download. A chart larger than browsers allow a canvas to be is cut at
// MAX_EXPORT px on each side (from the top left).
import { saveBlob } from '../../src/api/upload';
import { HEADER_HEIGHT } from './core/constants';
import { GanttPainter, type Ctx2D, type Scene } from './core/paint';

export const MAX_EXPORT = 8192;

export function exportPng(scene: Scene, fileName = 'gantt.png'): Promise<void> {
  const width = Math.min(MAX_EXPORT, Math.ceil(scene.scale.width));
  const height = Math.min(MAX_EXPORT - HEADER_HEIGHT, Math.ceil(scene.layout.height));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height + HEADER_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.resolve();
  new GanttPainter().paint(ctx as unknown as Ctx2D, { ...scene, drag: null, selected: null }, { left: 0, top: 0, width, height });
  return new Promise((resolve) =>
    canvas.toBlob((blob) => {
      if (blob) saveBlob(blob, fileName);
      resolve();
    }, 'image/png'),
  );
}
