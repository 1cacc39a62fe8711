// 库存可视化 (warehouse/Visual): a warehouse's areas as grids of positions — rows are platoons,
// columns are columns, one layer at a time (or all, the fullest shown) — coloured by how full
// each is; a position's tooltip says what lies there. One call per warehouse (wms.Stock/listMaterialVisual).
import { Alert, Card, Empty, Segmented, Select, Space, Spin, Tooltip, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isCancelled } from '../../../src/api/errors';
import type { StockVisual, VisualArea, VisualPosition } from '../contracts';
import { WmsStockApi, quiet } from './api';
import { SHADE_COLOURS, type Shade, shadeOf } from './fill';

const ALL_LAYERS = 0;
const SHADES: Shade[] = ['empty', 'low', 'half', 'full', 'broken', 'sealed'];

function Cell({ p }: { p: VisualPosition }) {
  const { t } = useTranslation();
  const shade = shadeOf(p);
  const tip = (
    <div>
      <div>
        <b>{p.code}</b> {p.name} · {t('warehouse.visual.layer', { n: p.layer })}
      </div>
      {p.contents.length ? p.contents.map((c) => <div key={`${c.materialCode}|${c.batch}`}>{`${c.materialCode} ${c.materialName}${c.batch ? ` [${c.batch}]` : ''}: ${Number(c.qty)}`}</div>) : <div>{t('warehouse.visual.nothing')}</div>}
    </div>
  );
  return (
    <Tooltip title={tip}>
      <div role="img" data-testid="visual-position" data-code={p.code} data-shade={shade} aria-label={p.code} style={{ width: 36, height: 28, borderRadius: 4, background: SHADE_COLOURS[shade], border: '1px solid #d9d9d9', fontSize: 10, lineHeight: '26px', textAlign: 'center', overflow: 'hidden' }}>
        {p.column}
      </div>
    </Tooltip>
  );
}

function AreaGrid({ area, layer }: { area: VisualArea; layer: number }) {
  const { t } = useTranslation();
  // one cell per platoon × column: the chosen layer's position, or with all layers the fullest
  const cells = new Map<string, VisualPosition>();
  for (const p of area.positions) {
    if (layer !== ALL_LAYERS && p.layer !== layer) continue;
    const k = `${p.platoon}|${p.column}`;
    const seen = cells.get(k);
    if (!seen || p.fill > seen.fill) cells.set(k, p);
  }
  const platoons = [...new Set([...cells.values()].map((p) => p.platoon))].sort((a, b) => a - b);
  const columns = [...new Set([...cells.values()].map((p) => p.column))].sort((a, b) => a - b);
  const used = area.positions.filter((p) => p.fill > 0).length;
  return (
    <Card size="small" title={`${area.code} ${area.name}`} extra={t('warehouse.visual.used', { used, total: area.positions.length })} data-testid="visual-area">
      {!cells.size ? (
        <Empty description={t('warehouse.visual.noPositions')} />
      ) : (
        <div style={{ overflowX: 'auto' }}>
          {platoons.map((pl) => (
            <div key={pl} style={{ display: 'flex', gap: 4, marginBottom: 4, alignItems: 'center' }}>
              <Typography.Text type="secondary" style={{ width: 44 }}>{t('warehouse.visual.platoon', { n: pl })}</Typography.Text>
              {columns.map((c) => {
                const p = cells.get(`${pl}|${c}`);
                return p ? <Cell key={c} p={p} /> : <div key={c} style={{ width: 36 }} />;
              })}
            </div>
          ))}
        </div>
      )}
    </Card>
  );
}

export default function VisualPage() {
  const { t } = useTranslation();
  const [warehouseId, setWarehouseId] = useState<number | undefined>();
  const [data, setData] = useState<StockVisual | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [layer, setLayer] = useState<number>(ALL_LAYERS);

  useEffect(() => {
    let live = true;
    setLoading(true);
    WmsStockApi.listMaterialVisual([warehouseId ? { warehouseId } : {}], quiet).then(
      (v) => {
        if (!live) return;
        setData(v);
        setError(null);
        setLoading(false);
      },
      (e: unknown) => {
        if (!live || isCancelled(e)) return;
        setError(errorMessage(e, t('warehouse.visual.loadFailed')));
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [warehouseId, t]);

  const layers = useMemo(() => [...new Set((data?.areas ?? []).flatMap((a) => a.positions.map((p) => p.layer)))].sort((a, b) => a - b), [data]);

  return (
    <Card title={t('warehouse.visual.title')} data-testid="visual-page">
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          aria-label={t('warehouse.visual.warehouse')}
          style={{ minWidth: 220 }}
          value={data?.warehouseId ?? undefined}
          options={(data?.warehouses ?? []).map((w) => ({ value: w.id, label: `${w.code} ${w.name}` }))}
          onChange={(v: number) => setWarehouseId(v)}
        />
        <Segmented value={layer} onChange={(v) => setLayer(Number(v))} options={[{ value: ALL_LAYERS, label: t('warehouse.visual.allLayers') }, ...layers.map((l) => ({ value: l, label: t('warehouse.visual.layer', { n: l }) }))]} />
        <Space size={4}>
          {SHADES.map((s) => (
            <Space key={s} size={2}>
              <span style={{ display: 'inline-block', width: 12, height: 12, borderRadius: 2, background: SHADE_COLOURS[s], border: '1px solid #d9d9d9' }} />
              <Typography.Text type="secondary">{t(`warehouse.visual.shade.${s}`)}</Typography.Text>
            </Space>
          ))}
        </Space>
      </Space>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Spin spinning={loading}>
        {!loading && !data?.areas.length ? (
          <Empty description={t('warehouse.visual.noAreas')} />
        ) : (
          <Space direction="vertical" style={{ width: '100%' }}>
            {(data?.areas ?? []).map((a) => (
              <AreaGrid key={a.id} area={a} layer={layer} />
            ))}
          </Space>
        )}
      </Spin>
    </Card>
  );
}
