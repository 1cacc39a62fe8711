// Row windowing for the line table: only the rows in view (± an overscan) are drawn, between two
// spacer rows as tall as the rows left out, so the scroll height and every row's offset stay
// those of the whole table. Rows are assumed ROW_HEIGHT tall (a row showing an error is a little
// taller; the window only drifts by that much). The view is the scroller's largest body
// (VISIBLE_ROWS rows): a shorter table draws all its rows anyway.
import { useCallback, useLayoutEffect, useRef, useState, type UIEvent } from 'react';

export const ROW_HEIGHT = 41;
/** rows drawn beyond each side of the view, so a scroll shows drawn rows first */
export const ROW_OVERSCAN = 6;
/** the body's height when it holds more rows than this many */
export const VISIBLE_ROWS = 12;
export const HEADER_HEIGHT = 40;

export interface RowWindow {
  first: number;
  /** last drawn row (inclusive); -1 when there are none */
  last: number;
  padTop: number;
  padBottom: number;
  /** the scrolling element */
  ref: React.RefObject<HTMLDivElement | null>;
  onScroll: (event: UIEvent<HTMLDivElement>) => void;
  /** scrolls just enough to show the row under the sticky header */
  scrollToRow: (index: number) => void;
}

export function windowOf(count: number, scrollTop: number, viewport: number, overscan = ROW_OVERSCAN) {
  if (count <= 0) return { first: 0, last: -1 };
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - overscan);
  const last = Math.min(count - 1, Math.ceil((scrollTop + viewport) / ROW_HEIGHT) + overscan);
  return { first, last };
}

export function useRowWindow(count: number): RowWindow {
  const ref = useRef<HTMLDivElement | null>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const viewport = VISIBLE_ROWS * ROW_HEIGHT;

  // a frame's scroll events draw once
  const frame = useRef(0);
  const onScroll = useCallback((event: UIEvent<HTMLDivElement>) => {
    const top = event.currentTarget.scrollTop;
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => setScrollTop(top));
  }, []);
  useLayoutEffect(() => () => cancelAnimationFrame(frame.current), []);

  const scrollToRow = useCallback(
    (index: number) => {
      const top = index * ROW_HEIGHT;
      let next = scrollTop;
      if (top < scrollTop) next = top;
      else if (top + ROW_HEIGHT > scrollTop + viewport) next = top + ROW_HEIGHT - viewport;
      if (next === scrollTop) return;
      if (ref.current) ref.current.scrollTop = next;
      // drawn at once, without waiting for the scroll event (jsdom sends none)
      setScrollTop(next);
    },
    [viewport, scrollTop],
  );

  const { first, last } = windowOf(count, scrollTop, viewport);
  return {
    first,
    last,
    padTop: first * ROW_HEIGHT,
    padBottom: last < 0 ? 0 : (count - 1 - last) * ROW_HEIGHT,
    ref,
    onScroll,
    scrollToRow,
  };
}
