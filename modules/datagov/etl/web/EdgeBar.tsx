// The designer's edges for the keyboard, under the graph: 连线到… offers every other step as a
// target of the selected step's output — the ones refused shown disabled with the refusal in words
// (the rules of connect.ts, as a drag on the canvas meets them) — and each edge is a button in the
// tab order: Enter selects it (selected in the graph too), Delete or Backspace removes it. After a
// removal the focus stays in the list (the next edge, or 连线到… when none is left).
import { Button, Select, Space, Typography } from 'antd';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranStep } from '../contracts';
import { edgeId, edgesOf, isRemoveKey, type StepEdge, targetsFrom } from './connect';

const E = 'datagov.etl';

interface Props {
  steps: readonly TranStep[];
  /** the selected step: the one 连线到… draws from */
  from: string | null;
  edge: StepEdge | null;
  onSelectEdge: (edge: StepEdge) => void;
  onConnect: (from: string, to: string) => void;
  onRemoveEdge: (edge: StepEdge) => void;
}

export function EdgeBar({ steps, from, edge, onSelectEdge, onConnect, onRemoveEdge }: Props) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const refocus = useRef<number | null>(null);
  const edges = edgesOf(steps);
  const nameOf = (key: string) => {
    const s = steps.find((x) => x.key === key);
    return s ? `${s.name}（${key}）` : key;
  };
  const options = from
    ? targetsFrom(steps, from).map(({ step, refused }) => ({
        value: step.key,
        disabled: !!refused,
        label: refused ? `${nameOf(step.key)} — ${t(`${E}.connect.${refused}`)}` : nameOf(step.key),
      }))
    : [];

  // biome-ignore lint/correctness/useExhaustiveDependencies: the edges answered after a removal are when to move the focus
  useEffect(() => {
    const at = refocus.current;
    if (at === null || !host.current) return;
    refocus.current = null;
    const chips = host.current.querySelectorAll<HTMLElement>('[data-edge]');
    (chips[Math.min(at, chips.length - 1)] ?? host.current.querySelector<HTMLElement>('.ant-select-selection-search-input'))?.focus();
  }, [steps]);

  const onChipKey = (e: KeyboardEvent, at: number, which: StepEdge) => {
    if (!isRemoveKey(e.key)) return;
    e.preventDefault();
    refocus.current = at;
    onRemoveEdge(which);
  };

  return (
    <Space ref={host} wrap style={{ marginTop: 8 }} data-testid="etl-edge-bar">
      <Select<string>
        style={{ minWidth: 200 }}
        popupMatchSelectWidth={false}
        value={null}
        placeholder={t(`${E}.connectTo`)}
        aria-label={t(`${E}.connectTo`)}
        disabled={!from}
        options={options}
        onChange={(to) => from && to && onConnect(from, to)}
        data-testid="etl-connect-to"
      />
      <Typography.Text type="secondary">{edges.length ? t(`${E}.edges`) : t(`${E}.noEdges`)}</Typography.Text>
      {edges.map((e, i) => {
        const on = !!edge && edge.from === e.from && edge.to === e.to;
        return (
          <Button
            key={edgeId(e)}
            size="small"
            type={on ? 'primary' : 'default'}
            aria-pressed={on}
            title={t(`${E}.edgeHint`)}
            data-edge={edgeId(e)}
            data-testid={`etl-edge-${e.from}-${e.to}`}
            onClick={() => onSelectEdge(e)}
            onKeyDown={(k) => onChipKey(k, i, e)}
          >
            {`${nameOf(e.from)} → ${nameOf(e.to)}`}
          </Button>
        );
      })}
    </Space>
  );
}
