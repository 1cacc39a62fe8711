// A card's trend as a tiny line: the last periods' values scaled between their least and most (a
// period without a value leaves a gap). Drawn only; the figures themselves are on the card.
import type { PinFigure } from '../../pins';

export function sparkPoints(trend: PinFigure['trend'], width: number, height: number): string[] {
  const values = trend.map((p) => (p.value == null ? null : Number(p.value)));
  const known = values.filter((v): v is number => v !== null);
  if (known.length < 2) return [];
  const lo = Math.min(...known);
  const span = Math.max(...known) - lo || 1;
  const step = width / (values.length - 1);
  const runs: string[] = [];
  let run: string[] = [];
  values.forEach((v, i) => {
    if (v === null) {
      if (run.length) runs.push(run.join(' '));
      run = [];
      return;
    }
    run.push(`${(i * step).toFixed(1)},${(height - 2 - ((v - lo) / span) * (height - 4)).toFixed(1)}`);
  });
  if (run.length) runs.push(run.join(' '));
  return runs;
}

export function Sparkline({ trend, color, label, width = 140, height = 36 }: { trend: PinFigure['trend']; color: string; label: string; width?: number; height?: number }) {
  const runs = sparkPoints(trend, width, height);
  if (!runs.length) return null;
  return (
    <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label} data-testid="pin-trend" style={{ display: 'block' }}>
      {runs.map((points) => (
        <polyline key={points} points={points} fill="none" stroke={color} strokeWidth={2} strokeLinejoin="round" strokeLinecap="round" />
      ))}
    </svg>
  );
}
