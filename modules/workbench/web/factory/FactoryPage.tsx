// portal/3D (三维工厂): production's lines, work centres and machines in 3D, each machine coloured by
// the equipment status its record holds (kept by the equipment module and the machines' signals),
// reloaded every 30 s and on the shop floor's push frames. A pointer over a machine names it; a click
// — or Enter on the list beside, which the keyboard reaches — opens its history (设备履历).
import { Alert, Badge, Card, Col, Empty, Input, List, Row, Space, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../src/api/errors';
import { currentLanguage } from '../../../../src/i18n';
import { useOpenPage } from '../../../../src/templates/shared/useOpenPage';
import { useLiveData } from '../../../../src/templates/dashboard/useLiveData';
import type { FactoryLayout, FactoryMachine } from '../../contracts';
import { FactoryApi } from '../api';
import { createScene, type FactoryScene } from './scene';
import { STATUS_COLOURS, STATUS_ORDER, statusLabel } from './status';

const REFRESH_SECONDS = 30;
// the shop floor's frame: an output, a fault or a repair changed a machine
const PUSH = ['production'];

/** The page a machine opens: its history, filtered to it. */
export function historyPath(url: string, m: Pick<FactoryMachine, 'id' | 'code' | 'name'>): string {
  return `${url}?${new URLSearchParams({ open: JSON.stringify({ equipment_id: { id: m.id, code: m.code, name: m.name } }) })}`;
}

export default function FactoryPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const openPage = useOpenPage();
  const load = useCallback(() => FactoryApi.layout([], { ignoreError: true, cancelPrevious: false }), []);
  const { data, error } = useLiveData<FactoryLayout>(load, REFRESH_SECONDS, PUSH);
  const host = useRef<HTMLDivElement>(null);
  const scene = useRef<FactoryScene | null>(null);
  const [noWebGl, setNoWebGl] = useState(false);
  const [hover, setHover] = useState<{ machine: FactoryMachine; at: { x: number; y: number } } | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [filter, setFilter] = useState('');

  const open = useCallback(
    (m: FactoryMachine) => {
      if (data?.historyUrl) openPage(historyPath(data.historyUrl, m));
    },
    [data?.historyUrl, openPage],
  );
  const openRef = useRef(open);
  openRef.current = open;

  // one scene per mount (StrictMode mounts twice: the first is disposed)
  useEffect(() => {
    if (!host.current) return;
    try {
      scene.current = createScene(host.current, {
        onHover: (machine, at) => setHover(machine && at ? { machine, at } : null),
        onPick: (m) => openRef.current(m),
      });
    } catch {
      setNoWebGl(true);
    }
    return () => {
      scene.current?.dispose();
      scene.current = null;
    };
  }, []);
  useEffect(() => {
    if (data) scene.current?.show(data);
  }, [data]);
  useEffect(() => {
    scene.current?.highlight(selected);
  }, [selected]);

  const unitName = useMemo(() => new Map((data?.units ?? []).map((u) => [u.id, u.name])), [data]);
  const counts = useMemo(() => STATUS_ORDER.map((s) => ({ status: s, n: (data?.machines ?? []).filter((m) => m.status === s).length })), [data]);
  const shown = (data?.machines ?? []).filter((m) => !filter.trim() || `${m.code} ${m.name}`.toLowerCase().includes(filter.trim().toLowerCase()));

  return (
    <Row gutter={16}>
      <Col xs={24} xl={17}>
        <Card
          variant="borderless"
          size="small"
          title={t('workbench.factory.title')}
          extra={
            <Space wrap>
              {counts.map((c) => (
                <Badge key={c.status} color={STATUS_COLOURS[c.status]} text={`${statusLabel(c.status, language)} ${c.n}`} />
              ))}
            </Space>
          }
        >
          {error ? <Alert type="error" showIcon style={{ marginBottom: 8 }} message={t('workbench.loadFailed')} description={errorMessage(error, t('rpc.serviceException'))} /> : null}
          {noWebGl ? <Alert type="warning" showIcon style={{ marginBottom: 8 }} message={t('workbench.factory.noWebGl')} /> : null}
          <div ref={host} data-testid="factory-stage" style={{ position: 'relative', height: 'calc(100vh - 260px)', minHeight: 420, borderRadius: 8, overflow: 'hidden', background: '#0b1727' }}>
            {hover ? (
              <div data-testid="factory-tooltip" style={{ position: 'absolute', left: hover.at.x + 12, top: hover.at.y + 12, background: 'rgba(0,0,0,0.75)', color: '#fff', padding: '4px 8px', borderRadius: 4, pointerEvents: 'none', whiteSpace: 'nowrap' }}>
                {hover.machine.code} {hover.machine.name} · {statusLabel(hover.machine.status, language)}
              </div>
            ) : null}
            {data && !data.machines.length ? (
              <Empty style={{ position: 'absolute', inset: 0, margin: 'auto', height: 120, color: '#8fa6c6' }} description={t('workbench.factory.empty')} />
            ) : null}
          </div>
        </Card>
      </Col>
      <Col xs={24} xl={7}>
        <Card variant="borderless" size="small" title={t('workbench.factory.machines')} loading={!data && !error}>
          <Input.Search allowClear placeholder={t('workbench.factory.find')} value={filter} onChange={(e) => setFilter(e.target.value)} style={{ marginBottom: 8 }} />
          <List<FactoryMachine>
            size="small"
            data-testid="factory-list"
            style={{ maxHeight: 'calc(100vh - 330px)', overflow: 'auto' }}
            dataSource={shown}
            locale={{ emptyText: t('workbench.factory.empty') }}
            renderItem={(m) => (
              <List.Item
                tabIndex={0}
                role="button"
                data-testid={`factory-machine-${m.code}`}
                aria-label={`${m.code} ${m.name} ${statusLabel(m.status, language)}`}
                onFocus={() => setSelected(m.id)}
                onMouseEnter={() => setSelected(m.id)}
                onClick={() => open(m)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    open(m);
                  }
                }}
                style={{ cursor: data?.historyUrl ? 'pointer' : 'default', background: selected === m.id ? 'rgba(22,119,255,0.08)' : undefined, paddingInline: 8 }}
              >
                <Space direction="vertical" size={0}>
                  <Typography.Text strong>{m.code}</Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {m.name} · {unitName.get(m.unitId) ?? t('workbench.factory.unassigned')}
                  </Typography.Text>
                </Space>
                <Tag color={STATUS_COLOURS[m.status]}>{statusLabel(m.status, language)}</Tag>
              </List.Item>
            )}
          />
          {data && !data.historyUrl ? <Typography.Text type="secondary">{t('workbench.factory.noHistory')}</Typography.Text> : null}
        </Card>
      </Col>
    </Row>
  );
}
