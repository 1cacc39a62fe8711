// The trace of one receipt: asks meta.ReceiptPath/gainReceiptRoutes with [receiptId] whenever the
// id changes, on retry, and on a language switch (fallbackError is translated; the server names
// document types and statuses in the caller's language); an older answer never overwrites a newer.
import { useCallback, useEffect, useState } from 'react';
import type { ReceiptRoutes } from '../../../schemas/rpc/receiptPath';
import { errorMessage, isCancelled } from '../../../src/api/errors';
import { ReceiptPathApi } from './api';

export type RoutesState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; error: string }
  | { status: 'ok'; routes: ReceiptRoutes };

export function useReceiptRoutes(receiptId: number | null, fallbackError: string) {
  const [state, setState] = useState<RoutesState>({ status: 'idle' });
  const [nonce, setNonce] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `nonce` asks for a reload (reload() bumps it)
  useEffect(() => {
    if (receiptId === null) {
      setState({ status: 'idle' });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    ReceiptPathApi.gainReceiptRoutes([receiptId], { ignoreError: true }).then(
      (routes) => live && setState({ status: 'ok', routes }),
      (error: unknown) => {
        if (live && !isCancelled(error)) setState({ status: 'error', error: errorMessage(error, fallbackError) });
      },
    );
    return () => {
      live = false;
    };
  }, [receiptId, nonce, fallbackError]);

  const retry = useCallback(() => setNonce((n) => n + 1), []);
  return { state, retry };
}
