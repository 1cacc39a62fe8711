import { notification } from 'antd';

/** Notices stay 2000 ms, error notices 1500 ms (antd counts seconds). */
export const NOTICE_SECONDS = 2;
export const ERROR_NOTICE_SECONDS = 1.5;
/** A call's notice is shown only while fewer than 2 are already showing. */
export const MAX_SHOWING = 2;

// antd's static notification API: App.tsx gives it the build's theme through
// ConfigProvider.config({ holderRender }), so the RPC client needs no React context.
let showing = 0;

export function showingCount(): number {
  return showing;
}

/** Shows a call's notice unless two are already showing; answers whether it was shown. */
export function notifyLimited(kind: 'warning' | 'error', title: string, description: string): boolean {
  if (showing >= MAX_SHOWING) return false;
  showing += 1;
  let closed = false;
  notification[kind]({
    message: title,
    description,
    duration: kind === 'error' ? ERROR_NOTICE_SECONDS : NOTICE_SECONDS,
    onClose: () => {
      if (!closed) {
        closed = true;
        showing = Math.max(0, showing - 1);
      }
    },
  });
  return true;
}

/** tests: forget notices that jsdom never closes */
export function resetNotices(): void {
  showing = 0;
}
