import { useEffect, useRef } from 'react';
import type { WsServerFrame } from '../../../schemas/rpc/portal';
import { PortalSocket, type PortalSocketOptions } from '../../app/shell/portalSocket';
import { sessionStore } from '../../app/session/sessionStore';

/**
 * The server's pushed frames (live machine values, robots …) for a portal page while it shows. The
 * portals' shells keep no socket (a phone or terminal page that needs none opens none), so a live
 * page opens its own for as long as it is mounted: the same socket as the Web shell's (token in
 * the first frame, heartbeat, reconnect), closed for good when the page goes.
 */
export function useLiveFrames(onFrame: (frame: WsServerFrame) => void, options: Pick<PortalSocketOptions, 'createSocket' | 'url'> = {}): void {
  // the latest handler is called: a re-render with a new closure must not reconnect
  const handler = useRef(onFrame);
  handler.current = onFrame;
  const { createSocket, url } = options;
  useEffect(() => {
    const socket = new PortalSocket({ token: () => sessionStore.get()?.token ?? null, onFrame: (f) => handler.current(f), createSocket, url });
    // on the next tick: StrictMode's mount-unmount-mount then opens one socket, not two
    const connect = setTimeout(() => socket.start(), 0);
    return () => {
      clearTimeout(connect);
      socket.stop();
    };
  }, [createSocket, url]);
}
