// One declared dashboard drawn on the big screen's stage: dark, large type, its widgets on a grid of
// four, reloading on the dashboard's interval and push frames (the core template's hooks and widgets).
import { Alert, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardMeta, WidgetData, WidgetMeta } from '../../../../schemas/rpc/dashboard';
import { errorMessage } from '../../../../src/api/errors';
import type { Language } from '../../../../src/app/session/loginInfo';
import { DashboardApi } from '../../../../src/templates/dashboard/api';
import { SCREEN } from '../../../../src/templates/dashboard/screenColours';
import { useLiveData } from '../../../../src/templates/dashboard/useLiveData';
import { BoardWidget } from '../../../../src/templates/dashboard/widgets/BoardWidget';
import { ChartWidget } from '../../../../src/templates/dashboard/widgets/ChartWidget';
import { FigureWidget } from '../../../../src/templates/dashboard/widgets/FigureWidget';
import { TableWidget } from '../../../../src/templates/dashboard/widgets/TableWidget';
import { WidgetCard } from '../../../../src/templates/dashboard/widgets/WidgetCard';

const quiet = { ignoreError: true, cancelPrevious: false } as const;

function ScreenWidget({ meta, data, language }: { meta: WidgetMeta; data: WidgetData | undefined; language: Language }) {
  return (
    <WidgetCard meta={meta} data={data} language={language} screen>
      {(d) => {
        if ('value' in d) return <FigureWidget meta={meta} value={d.value} language={language} screen />;
        if (meta.kind === 'chart') return <ChartWidget meta={meta} rows={d.rows} language={language} screen />;
        if (meta.kind === 'board') return <BoardWidget meta={meta} rows={d.rows} language={language} screen />;
        return <TableWidget meta={meta} rows={d.rows} total={d.total} language={language} />;
      }}
    </WidgetCard>
  );
}

function Widgets({ meta, language }: { meta: DashboardMeta; language: Language }) {
  const { t } = useTranslation();
  const load = useCallback(() => DashboardApi.data([meta.code], quiet), [meta.code]);
  const { data, error } = useLiveData(load, meta.refreshSeconds, meta.push);
  return (
    <>
      <Typography.Text style={{ color: SCREEN.dim, position: 'absolute', right: 32, top: 86 }}>
        {t('workbench.display.refreshedAt')}: <span data-testid="display-refreshed-at">{data ? dayjs(data.at).format('HH:mm:ss') : '—'}</span>
      </Typography.Text>
      {error ? <Alert type="error" showIcon message={errorMessage(error, t('rpc.serviceException'))} style={{ marginBottom: 16 }} /> : null}
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 20 }}>
        {meta.widgets.map((w) => (
          <div key={w.code} style={{ gridColumn: `span ${w.span}` }}>
            <ScreenWidget meta={w} data={data?.widgets[w.code]} language={language} />
          </div>
        ))}
      </div>
    </>
  );
}

export function ScreenBoard({ code, language, clock }: { code: string; language: Language; clock: string }) {
  const { t } = useTranslation();
  const [meta, setMeta] = useState<{ meta: DashboardMeta | null; error: unknown }>({ meta: null, error: null });
  useEffect(() => {
    let live = true;
    setMeta({ meta: null, error: null });
    DashboardApi.meta([code], quiet)
      .then((m) => live && setMeta({ meta: m, error: null }))
      .catch((error: unknown) => live && setMeta({ meta: null, error }));
    return () => {
      live = false;
    };
  }, [code]);
  return (
    <div data-testid="display-screen" data-screen={code} style={{ position: 'relative', height: '100%', padding: 32, color: SCREEN.text, background: SCREEN.background, overflow: 'hidden' }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', borderBottom: `1px solid ${SCREEN.border}`, paddingBottom: 12, marginBottom: 28 }}>
        <Typography.Title level={1} style={{ color: SCREEN.text, margin: 0, letterSpacing: 4 }}>
          {meta.meta ? (language === 'en_US' ? meta.meta.nameEn : meta.meta.name) : '…'}
        </Typography.Title>
        <Typography.Text style={{ color: SCREEN.text, fontSize: 32, fontVariantNumeric: 'tabular-nums' }}>{clock}</Typography.Text>
      </div>
      {meta.error ? <Alert type="error" showIcon message={t('workbench.loadFailed')} description={errorMessage(meta.error, t('rpc.serviceException'))} /> : null}
      {meta.meta ? <Widgets meta={meta.meta} language={language} /> : !meta.error ? <Skeleton active paragraph={{ rows: 10 }} /> : null}
    </div>
  );
}
