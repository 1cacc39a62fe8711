import { Alert, Empty, Spin } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { errorMessage } from '../../api/errors';

interface RecordCardsProps<T> {
  /** the records to show (called once) */
  load: () => Promise<T[]>;
  keyOf: (row: T) => string | number;
  /** a card's content: its title line first */
  card: (row: T) => ReactNode;
  onOpen: (row: T) => void;
  empty: string;
  failed: string;
}

/**
 * The portals' list of records to work on (deliveries to pick, counts, check tasks, orders): one tappable
 * card each, with the loading, empty and failed states.
 */
export function RecordCards<T>({ load, keyOf, card, onOpen, empty, failed }: RecordCardsProps<T>) {
  const [rows, setRows] = useState<T[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once, when the list shows
  useEffect(() => {
    let alive = true;
    load().then(
      (r) => alive && setRows(r),
      (e: unknown) => alive && setError(errorMessage(e, failed)),
    );
    return () => {
      alive = false;
    };
  }, []);
  if (error) return <Alert type="error" showIcon message={error} />;
  if (!rows) return <Spin size="large" />;
  if (!rows.length) return <Empty description={empty} />;
  return (
    <>
      {rows.map((row) => (
        <button key={keyOf(row)} type="button" className="pf-card pf-tile pf-record" onClick={() => onOpen(row)}>
          {card(row)}
        </button>
      ))}
    </>
  );
}
