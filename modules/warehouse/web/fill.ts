// How a position looks on the visual page: its colour by state and fill, as a pure rule.
import type { VisualPosition } from '../contracts';

export type Shade = 'broken' | 'sealed' | 'empty' | 'low' | 'half' | 'full';

export function shadeOf(p: Pick<VisualPosition, 'status' | 'fill'>): Shade {
  if (p.status === 'BreakDown') return 'broken';
  if (p.status === 'SealUp') return 'sealed';
  if (p.fill <= 0) return 'empty';
  if (p.fill < 0.5) return 'low';
  if (p.fill < 0.9) return 'half';
  return 'full';
}

export const SHADE_COLOURS: Record<Shade, string> = {
  empty: '#f0f0f0',
  low: '#b7eb8f',
  half: '#52c41a',
  full: '#fa8c16',
  broken: '#ff4d4f',
  sealed: '#595959',
};
