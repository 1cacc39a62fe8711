// The task screen's header: title (unless enableTitle is off) with the flow's status, then 返回, the
// buttons headerRules.ts allows, 流程图 (the full-screen dialog) and previous/next.
import ApartmentOutlined from '@ant-design/icons/ApartmentOutlined';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import RollbackOutlined from '@ant-design/icons/RollbackOutlined';
import { Button, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HeaderButton } from './headerRules';

/** primary: the way forward; danger: the refusals */
const LOOK: Partial<Record<HeaderButton, { type?: 'primary'; danger?: boolean }>> = {
  start: { type: 'primary' },
  agree: { type: 'primary' },
  recommit: { type: 'primary' },
  claim: { type: 'primary' },
  refuse: { danger: true },
};

export interface TaskHeaderProps {
  title: string | null;
  status: ReactNode;
  buttons: readonly HeaderButton[];
  busy: string | null;
  pager: boolean;
  onPress(button: HeaderButton): void;
  onBack(): void;
  onStep(delta: -1 | 1): void;
  onDiagram(): void;
}

export function TaskHeader(p: TaskHeaderProps) {
  const { t } = useTranslation();
  const a = (key: string) => t(`flowTasks.action.${key}`);
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap', marginBottom: 16 }} data-testid="task-header">
      <Space style={{ flex: '1 1 auto' }}>
        {p.title ? (
          <Typography.Title level={4} style={{ margin: 0 }}>
            {p.title}
          </Typography.Title>
        ) : null}
        {p.status}
      </Space>
      <Space wrap>
        <Button icon={<RollbackOutlined />} onClick={p.onBack}>
          {a('back')}
        </Button>
        {p.buttons.map((b) => (
          <Button key={b} {...LOOK[b]} loading={p.busy === b} disabled={p.busy !== null && p.busy !== b} onClick={() => p.onPress(b)} data-testid={`task-${b}`}>
            {a(b)}
          </Button>
        ))}
        <Button icon={<ApartmentOutlined />} onClick={p.onDiagram}>
          {a('diagram')}
        </Button>
        {p.pager ? (
          <Space.Compact>
            <Button icon={<LeftOutlined />} disabled={p.busy === 'step'} onClick={() => p.onStep(-1)}>
              {a('previous')}
            </Button>
            <Button icon={<RightOutlined />} iconPosition="end" disabled={p.busy === 'step'} onClick={() => p.onStep(1)}>
              {a('next')}
            </Button>
          </Space.Compact>
        ) : null}
      </Space>
    </div>
  );
}
