import { App } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { WsServerFrame } from '../../../schemas/rpc/portal';
import { MenuAllocApi } from '../../api/services';
import { sessionStore } from '../session/sessionStore';
import { PortalSocket } from './portalSocket';
import type { TodoCounts } from './ShellContext';

const NONE: TodoCounts = { todo: 0, message: 0, total: 0 };

/**
 * The todo/message badge: portal.MenuAlloc/todoCount at start, then `todoCount` frames of the
 * web socket; `message` frames show a notification.
 */
export function useTodoCounts(roleId: number, newMessageTitle: string): TodoCounts {
  const [counts, setCounts] = useState<TodoCounts>(NONE);
  const { notification } = App.useApp();
  // read when a message arrives: a language switch must not reconnect the socket
  const titleRef = useRef(newMessageTitle);
  titleRef.current = newMessageTitle;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a role switch reads the counts again and reconnects: the server counts and pushes per role
  useEffect(() => {
    let alive = true;
    MenuAllocApi.todoCount([], { ignoreError: true })
      .then((body) => alive && body && setCounts({ todo: body.todo ?? 0, message: body.message ?? 0, total: body.total ?? 0 }))
      .catch(() => undefined);

    const socket = new PortalSocket({
      token: () => sessionStore.get()?.token ?? null,
      onFrame: (frame: WsServerFrame) => {
        if (!alive) return;
        if (frame.type === 'todoCount') setCounts({ todo: frame.todo, message: frame.message, total: frame.total });
        if (frame.type === 'message') {
          notification.info({ message: frame.title || titleRef.current, description: frame.content ?? undefined, duration: 4.5 });
        }
      },
    });
    // connect on the next tick: StrictMode's mount-unmount-mount then opens one socket, not two
    const connect = setTimeout(() => socket.start(), 0);
    return () => {
      alive = false;
      clearTimeout(connect);
      socket.stop();
    };
  }, [roleId, notification]);

  return counts;
}
