// The IotLiveValues form group of 网关详情 (pages.ts): the gateway's status and when it was last
// heard from, the newest value of every variable of its machines — kept current by the web socket's
// iot frames as they arrive (a reload every 30 s besides, in case the socket is down) — and a small
// trend of the variable picked (its last hour, growing with the frames). Out-of-limit values are
// marked. Shown for a saved gateway only.
import { observer, useForm } from '@formily/react';
import { Alert, Badge, Empty, Space, Table, Tag, theme, Typography } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WsServerFrame } from '../../../schemas/rpc/portal';
import { errorMessage, isCancelled } from '../../../src/api/errors';
import { onPortalFrame } from '../../../src/app/shell/portalSocket';
import type { FormGroupProps } from '../../../src/engine/formGroups';
import { currentLanguage } from '../../../src/i18n';
import { useLiveData } from '../../../src/templates/dashboard/useLiveData';
import type { GatewayLive, HistoryPoint, LiveValue } from '../contracts';
import { GatewayApi, quiet } from './api';

const ReportChart = lazy(() => import('../../../renderers/charts/ReportChart'));

const POLL_SECONDS = 30;
/** points a trend keeps */
const TREND_POINTS = 600;
const keyOf = (v: { equipmentId: number; variableId: number }) => `${v.equipmentId}/${v.variableId}`;
type IotFrame = Extract<WsServerFrame, { type: 'iot' }>;

function Trend({ gatewayId, picked, frames }: { gatewayId: number; picked: LiveValue; frames: HistoryPoint[] }) {
  const { t } = useTranslation();
  const [points, setPoints] = useState<HistoryPoint[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setPoints(null);
    setError(null);
    GatewayApi.history([{ gatewayId, variableId: picked.variableId, equipmentId: picked.equipmentId }], quiet).then(setPoints, (e) => {
      if (!isCancelled(e)) setError(errorMessage(e, t('iot.live.trendFailed')));
    });
  }, [gatewayId, picked.variableId, picked.equipmentId, t]);
  if (error) return <Alert type="error" showIcon message={error} />;
  if (!points) return <Typography.Text type="secondary">{t('iot.live.loading')}</Typography.Text>;
  const last = points[points.length - 1]?.at ?? '';
  const all = [...points, ...frames.filter((f) => f.at > last)].slice(-TREND_POINTS);
  const title = `${picked.equipmentCode} · ${picked.name}${picked.unit ? ` (${picked.unit})` : ''}`;
  return (
    <div data-testid="iot-trend">
      <Typography.Text strong>{title}</Typography.Text>
      {all.length ? (
        <Suspense fallback={null}>
          <ReportChart type="line" height={200} categories={all.map((p) => new Date(p.at).toLocaleTimeString())} series={[{ name: picked.name, values: all.map((p) => Number(p.value)) }]} />
        </Suspense>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('iot.live.noTrend')} />
      )}
    </div>
  );
}

export const LiveValues = observer(function LiveValues({ group }: FormGroupProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const form = useForm();
  const gatewayId = Number((form.values as { id?: unknown }).id) || null;
  const read = useCallback(() => GatewayApi.live([{ gatewayId: gatewayId! }], quiet), [gatewayId]);
  const { data, error } = useLiveData<GatewayLive>(gatewayId ? read : null, POLL_SECONDS);
  const [fresh, setFresh] = useState<Map<string, IotFrame['values'][number]>>(new Map());
  const [pickedKey, setPickedKey] = useState<string | null>(null);
  const [trendFrames, setTrendFrames] = useState<HistoryPoint[]>([]);

  useEffect(() => {
    if (!gatewayId) return;
    return onPortalFrame((frame) => {
      if (frame.type !== 'iot') return;
      const mine = frame.values.filter((v) => v.g === gatewayId);
      if (!mine.length) return;
      setFresh((old) => {
        const next = new Map(old);
        for (const v of mine) next.set(keyOf({ equipmentId: v.e, variableId: v.v }), v);
        return next;
      });
      setTrendFrames((old) => {
        const add = mine.filter((v) => keyOf({ equipmentId: v.e, variableId: v.v }) === pickedKey).map((v) => ({ at: v.at, value: v.value }));
        return add.length ? [...old, ...add].slice(-TREND_POINTS) : old;
      });
    });
  }, [gatewayId, pickedKey]);

  const rows = useMemo(
    () =>
      (data?.values ?? []).map((v) => {
        const f = fresh.get(keyOf(v));
        return f && f.at > v.at ? { ...v, value: f.value, flag: f.flag, at: f.at } : v;
      }),
    [data, fresh],
  );
  const picked = rows.find((r) => keyOf(r) === pickedKey) ?? null;
  const title = currentLanguage() === 'en_US' ? group.titleEn || group.title : group.title;
  const status = data?.status ?? String((form.values as { gateway_status?: unknown }).gateway_status ?? 'Offline');
  const lastSeen = data?.lastSeen ?? null;

  if (!gatewayId) return <Typography.Paragraph type="secondary">{t('iot.live.saveFirst')}</Typography.Paragraph>;
  return (
    <div data-testid="iot-live" style={{ marginBottom: token.marginMD }}>
      <Space style={{ marginBottom: token.marginXS }} wrap>
        {title ? <Typography.Text strong>{title}</Typography.Text> : null}
        <Badge status={status === 'Online' ? 'success' : 'default'} text={<span data-testid="iot-status">{t(`iot.live.status.${status}`)}</span>} />
        <Typography.Text type="secondary">{t('iot.live.lastSeen', { at: lastSeen ? new Date(lastSeen).toLocaleString() : '—' })}</Typography.Text>
      </Space>
      {error && !isCancelled(error) ? <Alert type="error" showIcon message={errorMessage(error, t('iot.live.failed'))} style={{ marginBottom: token.marginXS }} /> : null}
      <Table<LiveValue>
        size="small"
        rowKey={keyOf}
        loading={!data && !error}
        pagination={false}
        dataSource={rows}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('iot.live.empty')} /> }}
        rowClassName={(r) => (keyOf(r) === pickedKey ? 'ant-table-row-selected' : '')}
        onRow={(r) => ({
          tabIndex: 0,
          'data-testid': 'iot-value',
          'data-code': `${r.equipmentCode}/${r.code}`,
          onClick: () => {
            setPickedKey(keyOf(r));
            setTrendFrames([]);
          },
          onKeyDown: (e) => {
            if (e.key !== 'Enter') return;
            setPickedKey(keyOf(r));
            setTrendFrames([]);
          },
        })}
        columns={[
          { key: 'machine', title: t('iot.live.machine'), dataIndex: 'equipmentCode', width: 120 },
          { key: 'variable', title: t('iot.live.variable'), render: (_, r) => `${r.code} ${r.name}` },
          {
            key: 'value',
            title: t('iot.live.value'),
            align: 'right',
            render: (_, r) => (
              <Space size={4}>
                <span data-testid="iot-value-text">{r.value}</span>
                {r.unit ? <Typography.Text type="secondary">{r.unit}</Typography.Text> : null}
                {r.flag ? <Tag color="red">{t(`iot.live.flag.${r.flag}`)}</Tag> : null}
              </Space>
            ),
          },
          { key: 'at', title: t('iot.live.at'), width: 180, render: (_, r) => new Date(r.at).toLocaleTimeString() },
        ]}
      />
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        {t('iot.live.pick')}
      </Typography.Text>
      {picked ? <Trend gatewayId={gatewayId} picked={picked} frames={trendFrames} /> : null}
    </div>
  );
});
