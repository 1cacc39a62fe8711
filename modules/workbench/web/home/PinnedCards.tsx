// My cards on home: the indicators (and any other kind of card) I pinned, in my order. 添加指标卡片
// opens the picker; a card is dragged onto another to take its place, or moves up or down by its
// buttons (so the keyboard reaches them; the focus stays on the moved card), and is removed after a
// confirmation. Stored on the server, so they follow me to another browser; 我的大屏 shows the same
// cards.
import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import HolderOutlined from '@ant-design/icons/HolderOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, Button, Card, Col, Empty, Popconfirm, Row, Space, Tooltip, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../src/api/errors';
import { useShell } from '../../../../src/app/shell/ShellContext';
import { MAX_PINS } from '../../pins';
import { PinCard } from '../pins/PinCard';
import { PinPicker } from '../pins/PinPicker';
import { useDragOrder } from '../pins/useDragOrder';
import { usePins } from '../pins/usePins';

export function PinnedCards() {
  const { t } = useTranslation();
  const { open } = useShell();
  const pins = usePins();
  const [picking, setPicking] = useState(false);
  const [moved, setMoved] = useState<{ id: number; by: number } | null>(null);
  const host = useRef<HTMLDivElement>(null);
  const { token } = theme.useToken();
  const drag = useDragOrder((id, onto) => {
    const from = pins.cards?.findIndex((c) => c.id === id) ?? -1;
    const to = pins.cards?.findIndex((c) => c.id === onto) ?? -1;
    if (from >= 0 && to >= 0) void pins.move(from, to - from);
  });

  // after a move the focus follows the card (its same button, or the other one at an end), once the new order shows
  // biome-ignore lint/correctness/useExhaustiveDependencies: the answered cards are what moved the card's buttons
  useEffect(() => {
    if (!moved || !host.current) return;
    const card = host.current.querySelector(`[data-pin-id="${moved.id}"]`);
    const same = card?.querySelector<HTMLButtonElement>(`[data-move="${moved.by}"]:not([disabled])`);
    (same ?? card?.querySelector<HTMLButtonElement>('[data-move]:not([disabled])'))?.focus();
  }, [moved, pins.cards]);

  const cards = pins.cards;
  const full = (cards?.length ?? 0) >= MAX_PINS;
  const add = (
    <Tooltip title={full ? t('workbench.pins.full', { n: MAX_PINS }) : undefined}>
      <Button icon={<PlusOutlined />} onClick={() => setPicking(true)} disabled={full || !pins.kinds.length} data-testid="pin-add">
        {t('workbench.pins.add')}
      </Button>
    </Tooltip>
  );
  const move = (i: number, by: number) => {
    setMoved({ id: cards![i]!.id, by });
    void pins.move(i, by);
  };

  return (
    <Card title={t('workbench.pins.title')} extra={add} variant="borderless" loading={!cards && !pins.error} data-testid="home-pins">
      {pins.error ? (
        <Alert type="error" showIcon message={errorMessage(pins.error, t('rpc.serviceException'))} action={<Button size="small" onClick={pins.reload}>{t('workbench.retry')}</Button>} />
      ) : !cards?.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workbench.pins.empty')} />
      ) : (
        <div ref={host}>
          <Row gutter={[16, 16]}>
            {cards.map((c, i) => (
              <Col
                xs={24}
                sm={12}
                lg={8}
                xxl={6}
                key={c.id}
                data-pin-id={c.id}
                {...drag.propsOf(c.id)}
                style={{
                  cursor: 'grab',
                  opacity: drag.dragged === c.id ? 0.5 : 1,
                  outline: drag.over === c.id && drag.dragged !== c.id ? `2px dashed ${token.colorPrimary}` : undefined,
                  outlineOffset: 2,
                }}
              >
                <PinCard
                  card={c}
                  kindName={pins.kindName(c.kind)}
                  onOpen={open}
                  extra={
                    <Space size={0}>
                      <HolderOutlined aria-hidden title={t('workbench.pins.dragHint')} style={{ color: token.colorTextTertiary, marginInlineEnd: 4 }} />
                      <Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label={t('workbench.pins.moveUp')} title={t('workbench.pins.moveUp')} data-move="-1" disabled={i === 0} onClick={() => move(i, -1)} />
                      <Button type="text" size="small" icon={<ArrowDownOutlined />} aria-label={t('workbench.pins.moveDown')} title={t('workbench.pins.moveDown')} data-move="1" disabled={i === cards.length - 1} onClick={() => move(i, 1)} />
                      <Popconfirm title={t('workbench.pins.removeConfirm')} okText={t('workbench.pins.remove')} cancelText={t('workbench.pins.cancel')} okButtonProps={{ danger: true }} onConfirm={() => pins.unpin(c.id)}>
                        <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('workbench.pins.remove')} title={t('workbench.pins.remove')} data-testid="pin-remove" />
                      </Popconfirm>
                    </Space>
                  }
                />
              </Col>
            ))}
          </Row>
        </div>
      )}
      <PinPicker open={picking} kinds={pins.kinds} onPin={pins.pin} onClose={() => setPicking(false)} />
    </Card>
  );
}
