// Full screen for one element of the page (a big screen on a wall): whether it is, and a switch.
// The state follows the browser's own exit (Esc) through `fullscreenchange`.
import { useCallback, useEffect, useRef, useState } from 'react';

export function useFullScreen<T extends HTMLElement = HTMLDivElement>() {
  const host = useRef<T>(null);
  const [full, setFull] = useState(false);
  useEffect(() => {
    const changed = () => setFull(document.fullscreenElement === host.current);
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, []);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void host.current?.requestFullscreen?.();
  }, []);
  return { host, full, toggle };
}
