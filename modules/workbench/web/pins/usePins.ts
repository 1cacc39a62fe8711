// The caller's cards and the kinds there are, with pin, unpin and move: each write answers the cards
// anew (in the server's order), so what shows is what is stored once the answer is in.
import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../src/api/errors';
import type { PinKindInfo, PinnedCard } from '../../pins';
import { PinApi } from '../api';

const quiet = { ignoreError: true, cancelPrevious: false } as const;

/** the ids in their new order when the card at `from` moves by `by` (−1 up, +1 down); null past either end */
export function movedIds(cards: readonly PinnedCard[], from: number, by: number): number[] | null {
  const to = from + by;
  if (from < 0 || from >= cards.length || to < 0 || to >= cards.length) return null;
  const ids = cards.map((c) => c.id);
  const [moved] = ids.splice(from, 1);
  ids.splice(to, 0, moved!);
  return ids;
}

export function usePins() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [cards, setCards] = useState<PinnedCard[] | null>(null);
  const [kinds, setKinds] = useState<PinKindInfo[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [tick, setTick] = useState(0);
  // moves go to the server one after another, and only the last one's answer is shown: two quick
  // moves sent at once could be stored in either order, and an earlier answer arriving late would
  // put the cards back where they were
  const moves = useRef<{ chain: Promise<unknown>; last: number; busy: boolean }>({ chain: Promise.resolve(), last: 0, busy: false });

  // biome-ignore lint/correctness/useExhaustiveDependencies: tick asks again
  useEffect(() => {
    let live = true;
    setError(null);
    Promise.all([PinApi.cards([], quiet), PinApi.kinds([], quiet)])
      .then(([c, k]) => {
        if (!live) return;
        setCards(c);
        setKinds(k);
      })
      .catch((e: unknown) => live && setError(e));
    return () => {
      live = false;
    };
  }, [tick]);

  const write = useCallback(
    async (answer: Promise<PinnedCard[]>, done?: string) => {
      try {
        setCards(await answer);
        if (done) void message.success(done);
      } catch (e) {
        void message.error(errorMessage(e, t('workbench.pins.failed')));
        throw e;
      }
    },
    [message, t],
  );

  return {
    cards,
    kinds,
    error,
    reload: useCallback(() => setTick((n) => n + 1), []),
    kindName: (kind: string) => kinds.find((k) => k.kind === kind)?.name ?? kind,
    pin: (kind: string, code: string) => write(PinApi.pin([{ kind, code }], quiet), t('workbench.pins.added')),
    unpin: (id: number) => write(PinApi.unpin([id], quiet), t('workbench.pins.removed')).catch(() => undefined),
    // shown in the new order at once (a dropped card must not jump back while the server answers);
    // a refused order shows what is stored again
    move: (from: number, by: number) => {
      const ids = cards && movedIds(cards, from, by);
      if (!ids) return Promise.resolve();
      setCards(ids.map((id) => cards.find((c) => c.id === id)!));
      const m = moves.current;
      const seq = ++m.last;
      const send = () => PinApi.reorder([ids], quiet);
      const sent = m.busy ? m.chain.then(send) : send();
      m.busy = true;
      m.chain = sent
        .catch(() => undefined)
        .then(() => {
          if (seq === m.last) m.busy = false;
        });
      return sent.then(
        (answer) => {
          if (seq === moves.current.last) setCards(answer);
        },
        (e: unknown) => {
          void message.error(errorMessage(e, t('workbench.pins.failed')));
          setTick((n) => n + 1);
        },
      );
    },
  };
}
