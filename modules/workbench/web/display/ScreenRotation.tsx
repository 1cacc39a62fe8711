// The big screens: 我的大屏 (my pinned cards, once I have any) and the dashboards the role may open
// (big screens first), several chosen to rotate
// every so many seconds (paused by hand), drawn on a 1920×1080 stage scaled to fit, full screen on
// demand. The choice is kept in this browser so a wall display reopens on the same screens.
import FullscreenExitOutlined from '@ant-design/icons/FullscreenExitOutlined';
import FullscreenOutlined from '@ant-design/icons/FullscreenOutlined';
import PauseOutlined from '@ant-design/icons/PauseOutlined';
import CaretRightOutlined from '@ant-design/icons/CaretRightOutlined';
import { Alert, Button, Card, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../src/api/errors';
import { useFullScreen } from '../../../../src/templates/dashboard/useFullScreen';
import { SCREEN } from '../../../../src/templates/dashboard/screenColours';
import { currentLanguage } from '../../../../src/i18n';
import type { DisplayScreen } from '../../contracts';
import { DisplayApi } from '../api';
import { MY_SCREEN } from '../../pins';
import { MyScreen } from './MyScreen';
import { ProductGlance } from './ProductGlance';
import { ScreenBoard } from './ScreenBoard';
import { STAGE, useFitScale } from './useFitScale';

const CHOICE_KEY = 'workbench.display.choice';
const INTERVALS = [15, 30, 60, 120, 300];

/** The screens chosen before (still open to the role), else the big screens, else the first dashboard. */
export function initialChoice(screens: readonly DisplayScreen[], saved: string | null): string[] {
  const codes = new Set(screens.map((s) => s.code));
  try {
    const kept = (JSON.parse(saved ?? '[]') as unknown[]).filter((c): c is string => typeof c === 'string' && codes.has(c));
    if (kept.length) return kept;
  } catch {
    // a malformed choice is no choice
  }
  const big = screens.filter((s) => s.screen).map((s) => s.code);
  return big.length ? big : screens.slice(0, 1).map((s) => s.code);
}

function useClock(): string {
  const [now, setNow] = useState(() => dayjs());
  useEffect(() => {
    const timer = setInterval(() => setNow(dayjs()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now.format('YYYY-MM-DD HH:mm:ss');
}

export function ScreenRotation() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const clock = useClock();
  const [screens, setScreens] = useState<DisplayScreen[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [seconds, setSeconds] = useState(30);
  const [paused, setPaused] = useState(false);
  const [index, setIndex] = useState(0);
  const { host: fullHost, full, toggle } = useFullScreen();
  const { host, scale } = useFitScale<HTMLDivElement>(full);

  useEffect(() => {
    DisplayApi.screens([], { ignoreError: true, cancelPrevious: false })
      .then((s) => {
        const list = s ?? [];
        setScreens(list);
        setChosen(initialChoice(list, localStorage.getItem(CHOICE_KEY)));
      })
      .catch(setError);
  }, []);
  useEffect(() => {
    if (chosen.length < 2 || paused) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % chosen.length), seconds * 1000);
    return () => clearInterval(timer);
  }, [chosen.length, paused, seconds]);
  const choose = (codes: string[]) => {
    setChosen(codes);
    setIndex(0);
    localStorage.setItem(CHOICE_KEY, JSON.stringify(codes));
  };
  const current = chosen.length ? chosen[index % chosen.length] : null;
  const name = (s: DisplayScreen) => (language === 'en_US' ? s.nameEn : s.name);

  if (error) return <Alert type="error" showIcon message={t('workbench.loadFailed')} description={errorMessage(error, t('rpc.serviceException'))} />;
  if (!screens) return <Card loading variant="borderless" />;
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      {screens.length ? (
        <Space wrap>
          <Typography.Text>{t('workbench.display.screens')}</Typography.Text>
          <Select data-testid="display-choice" mode="multiple" style={{ minWidth: 360 }} value={chosen} onChange={choose} options={screens.map((s) => ({ value: s.code, label: name(s) }))} />
          <Typography.Text>{t('workbench.display.every')}</Typography.Text>
          <Select style={{ width: 110 }} value={seconds} onChange={setSeconds} options={INTERVALS.map((n) => ({ value: n, label: t('workbench.display.seconds', { n }) }))} />
          <Button icon={paused ? <CaretRightOutlined /> : <PauseOutlined />} onClick={() => setPaused((p) => !p)} disabled={chosen.length < 2}>
            {paused ? t('workbench.display.resume') : t('workbench.display.pause')}
          </Button>
          <Button icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />} onClick={toggle} data-testid="display-full">
            {full ? t('workbench.display.exitFull') : t('workbench.display.full')}
          </Button>
          {chosen.length > 1 ? <Typography.Text type="secondary">{`${(index % chosen.length) + 1} / ${chosen.length}`}</Typography.Text> : null}
        </Space>
      ) : null}
      <div ref={fullHost} style={{ background: SCREEN.background, borderRadius: full ? 0 : 8, height: full ? '100vh' : undefined, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <div ref={host} style={{ width: '100%', height: STAGE.height * scale, overflow: 'hidden', position: 'relative' }}>
          <div style={{ width: STAGE.width, height: STAGE.height, transform: `scale(${scale})`, transformOrigin: 'top left', position: 'absolute', left: Math.max(0, ((host.current?.clientWidth ?? 0) - STAGE.width * scale) / 2), top: 0 }}>
            {current === MY_SCREEN ? (
              <MyScreen clock={clock} />
            ) : current ? (
              <ScreenBoard key={current} code={current} language={language} clock={clock} />
            ) : (
              <ProductGlance language={language} />
            )}
          </div>
        </div>
      </div>
    </Space>
  );
}
