// A fixed 1920×1080 stage scaled to the width of its host (never up past 1): a big screen is
// designed once for a wall and shrinks evenly on a laptop, its proportions kept.
import { useEffect, useRef, useState } from 'react';

export const STAGE = { width: 1920, height: 1080 } as const;

export function fitScale(hostWidth: number, hostHeight: number | null): number {
  if (hostWidth <= 0) return 1;
  const byWidth = hostWidth / STAGE.width;
  const byHeight = hostHeight && hostHeight > 0 ? hostHeight / STAGE.height : byWidth;
  return Math.min(1, byWidth, byHeight);
}

export function useFitScale<T extends HTMLElement>(full: boolean) {
  const host = useRef<T>(null);
  const [scale, setScale] = useState(0.5);
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const measure = () => setScale(fitScale(el.clientWidth, full ? window.innerHeight : null));
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [full]);
  return { host, scale };
}
