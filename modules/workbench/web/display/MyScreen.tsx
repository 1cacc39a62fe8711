// 我的大屏: the cards I pinned on home, drawn on the big screen's stage (dark, large type, three to a
// row), reloaded every five minutes like the indicator screen; a card of something gone shows only
// that it is unavailable. Rotated with the declared screens on 大屏展示.
import { Alert, Empty, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../src/api/errors';
import { SCREEN } from '../../../../src/templates/dashboard/screenColours';
import { useLiveData } from '../../../../src/templates/dashboard/useLiveData';
import { MY_SCREEN } from '../../pins';
import { PinApi } from '../api';
import { PinCard } from '../pins/PinCard';

const quiet = { ignoreError: true, cancelPrevious: false } as const;
const REFRESH_SECONDS = 300;

export function MyScreen({ clock }: { clock: string }) {
  const { t } = useTranslation();
  const load = useCallback(async () => {
    const [cards, kinds] = await Promise.all([PinApi.cards([], quiet), PinApi.kinds([], quiet)]);
    return { cards, kinds, at: dayjs() };
  }, []);
  const { data, error } = useLiveData(load, REFRESH_SECONDS);
  const kindName = (kind: string) => data?.kinds.find((k) => k.kind === kind)?.name ?? kind;
  return (
    <div data-testid="display-screen" data-screen={MY_SCREEN} style={{ position: 'relative', height: '100%', padding: 32, color: SCREEN.text, background: SCREEN.background, overflow: 'hidden' }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', borderBottom: `1px solid ${SCREEN.border}`, paddingBottom: 12, marginBottom: 28 }}>
        <Typography.Title level={1} style={{ color: SCREEN.text, margin: 0, letterSpacing: 4 }}>
          {t('workbench.display.myScreen')}
        </Typography.Title>
        <Typography.Text style={{ color: SCREEN.text, fontSize: 32, fontVariantNumeric: 'tabular-nums' }}>{clock}</Typography.Text>
      </div>
      <Typography.Text style={{ color: SCREEN.dim, position: 'absolute', right: 32, top: 86 }}>
        {t('workbench.display.refreshedAt')}: {data ? data.at.format('HH:mm:ss') : '—'}
      </Typography.Text>
      {error ? <Alert type="error" showIcon message={errorMessage(error, t('rpc.serviceException'))} style={{ marginBottom: 16 }} /> : null}
      {!data ? (
        !error ? <Skeleton active paragraph={{ rows: 10 }} /> : null
      ) : data.cards.length ? (
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 20 }}>
          {data.cards.map((c) => (
            <PinCard key={c.id} card={c} kindName={kindName(c.kind)} screen />
          ))}
        </div>
      ) : (
        <Empty description={<span style={{ color: SCREEN.dim }}>{t('workbench.display.myScreenEmpty')}</span>} />
      )}
    </div>
  );
}
