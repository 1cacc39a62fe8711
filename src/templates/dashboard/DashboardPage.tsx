// The Dashboard template: a page whose menu params name a dashboard declaration
// ({"class":"Dashboard","dashboard":"production.Overview"}). Its widgets on a grid of four columns
// (two on narrow screens, one on phones), all answered by one call, refreshed on the declared
// interval and push frames and by hand; a big screen (`screen`) is dark with a full-screen switch.
// The last figures stay shown while a refresh runs or when it fails (the failure is said above).
import { FullscreenExitOutlined, FullscreenOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Grid, Result, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseDashboardParams } from '../../../schemas/pages/types';
import type { DashboardMeta, WidgetData, WidgetMeta } from '../../../schemas/rpc/dashboard';
import { errorMessage } from '../../api/errors';
import { usePageRoute } from '../../app/routes/PageMetaContext';
import type { Language } from '../../app/session/loginInfo';
import { currentLanguage, localName } from '../../i18n';
import { DashboardApi } from './api';
import { SCREEN } from './screenColours';
import { useFullScreen } from './useFullScreen';
import { useLiveData } from './useLiveData';
import { BoardWidget } from './widgets/BoardWidget';
import { ChartWidget } from './widgets/ChartWidget';
import { FigureWidget } from './widgets/FigureWidget';
import { TableWidget } from './widgets/TableWidget';
import { WidgetCard } from './widgets/WidgetCard';

export default function DashboardPage() {
  const { t } = useTranslation();
  const route = usePageRoute();
  const language = currentLanguage();
  const code = parseDashboardParams(route?.meta.node?.params)?.dashboard ?? null;
  const [meta, setMeta] = useState<{ meta: DashboardMeta | null; error: unknown }>({ meta: null, error: null });
  useEffect(() => {
    if (!code) return;
    let live = true;
    DashboardApi.meta([code], { ignoreError: true, cancelPrevious: false })
      .then((m) => live && setMeta({ meta: m, error: null }))
      .catch((error: unknown) => live && setMeta({ meta: null, error }));
    return () => {
      live = false;
    };
  }, [code]);
  const title = route ? localName({ name: route.meta.title, nameIntl: route.meta.titleIntl }, language) : '';
  if (!code) return <Result status="warning" title={t('dashboardPage.noDashboard')} />;
  if (meta.error) return <Result status="error" title={t('templates.loadFailed')} subTitle={errorMessage(meta.error, t('rpc.serviceException'))} />;
  if (!meta.meta) return <Card loading variant="borderless" />;
  return <DashboardView key={meta.meta.code} meta={meta.meta} title={title || (language === 'en_US' ? meta.meta.nameEn : meta.meta.name)} language={language} />;
}

function Widget({ meta, data, language, screen }: { meta: WidgetMeta; data: WidgetData | undefined; language: Language; screen: boolean }) {
  return (
    <WidgetCard meta={meta} data={data} language={language} screen={screen}>
      {(d) => {
        if ('value' in d) return <FigureWidget meta={meta} value={d.value} language={language} screen={screen} />;
        if (meta.kind === 'chart') return <ChartWidget meta={meta} rows={d.rows} language={language} screen={screen} />;
        if (meta.kind === 'board') return <BoardWidget meta={meta} rows={d.rows} language={language} screen={screen} />;
        return <TableWidget meta={meta} rows={d.rows} total={d.total} language={language} />;
      }}
    </WidgetCard>
  );
}

function DashboardView({ meta, title, language }: { meta: DashboardMeta; title: string; language: Language }) {
  const { t } = useTranslation();
  const load = useCallback(() => DashboardApi.data([meta.code], { ignoreError: true, cancelPrevious: false }), [meta.code]);
  const { data, error, loading, reload } = useLiveData(load, meta.refreshSeconds, meta.push);
  const { host, full, toggle } = useFullScreen();
  const screens = Grid.useBreakpoint();
  const columns = screens.lg ? 4 : screens.sm ? 2 : 1;
  const screen = meta.screen;
  return (
    <div
      ref={host}
      data-testid="dashboard"
      style={screen ? { background: SCREEN.background, color: SCREEN.text, padding: 20, borderRadius: full ? 0 : 8, minHeight: full ? '100vh' : undefined, overflow: 'auto' } : undefined}
    >
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={screen ? 2 : 4} style={{ margin: 0, color: screen ? SCREEN.text : undefined }}>
          {title}
        </Typography.Title>
        <Space>
          <Typography.Text type="secondary" style={screen ? { color: SCREEN.dim } : undefined}>
            {t('dashboardPage.refreshedAt')}: <span data-testid="dashboard-refreshed-at">{data ? dayjs(data.at).format('HH:mm:ss') : '—'}</span>
          </Typography.Text>
          <Button icon={<ReloadOutlined />} loading={loading} onClick={reload} ghost={screen} data-testid="dashboard-refresh">
            {t('dashboardPage.refresh')}
          </Button>
          {screen ? (
            <Button ghost icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />} onClick={toggle}>
              {full ? t('dashboardPage.exitFullScreen') : t('dashboardPage.fullScreen')}
            </Button>
          ) : null}
        </Space>
      </Space>
      {error ? <Alert type="error" showIcon message={t('templates.loadFailed')} description={errorMessage(error, t('rpc.serviceException'))} style={{ marginBottom: 16 }} /> : null}
      <div style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: 16 }}>
        {meta.widgets.map((w) => (
          <div key={w.code} style={{ gridColumn: `span ${Math.min(w.span, columns)}` }}>
            <Widget meta={w} data={data?.widgets[w.code]} language={language} screen={screen} />
          </div>
        ))}
      </div>
    </div>
  );
}
