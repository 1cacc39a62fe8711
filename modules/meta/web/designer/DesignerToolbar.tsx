import { Badge, Button, Space, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Designer } from './useDesigner';

interface DesignerToolbarProps {
  designer: Designer;
  title: string;
  subtitle: string;
  dirty: boolean;
  saving: boolean;
  issues: number;
  canSave: boolean;
  canRemove: boolean;
  onPreview: () => void;
  onJson: (mode: 'import' | 'export') => void;
  onSave: () => void;
  onRemove: () => void;
}

/** Title, what is being designed, and the designer's commands (each with its key where it has one). */
export function DesignerToolbar(p: DesignerToolbarProps) {
  const { t } = useTranslation();
  const { designer } = p;
  return (
    <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
      <Space direction="vertical" size={0}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {p.title}
        </Typography.Title>
        <Space size={6}>
          <Typography.Text type="secondary" data-testid="designer-subtitle">
            {p.subtitle}
          </Typography.Text>
          {p.dirty ? <Tag color="orange">{t('designer.unsaved')}</Tag> : null}
        </Space>
      </Space>
      <Space wrap>
        <Tooltip title="Ctrl+Z">
          <Button disabled={!designer.canUndo} onClick={designer.undo}>
            {t('designer.actions.undo')}
          </Button>
        </Tooltip>
        <Tooltip title="Ctrl+Y">
          <Button disabled={!designer.canRedo} onClick={designer.redo}>
            {t('designer.actions.redo')}
          </Button>
        </Tooltip>
        {designer.cut ? (
          <Tooltip title="Ctrl+V">
            <Button onClick={designer.paste}>{t('designer.actions.paste')}</Button>
          </Tooltip>
        ) : null}
        <Button onClick={p.onPreview}>{t('designer.actions.preview')}</Button>
        <Button onClick={() => p.onJson('import')}>{t('designer.actions.importJson')}</Button>
        <Button onClick={() => p.onJson('export')}>{t('designer.actions.exportJson')}</Button>
        {p.canRemove ? (
          <Button danger onClick={p.onRemove}>
            {t('designer.actions.remove')}
          </Button>
        ) : null}
        {p.canSave ? (
          <Badge count={p.issues} size="small">
            <Tooltip title="Ctrl+S">
              <Button type="primary" loading={p.saving} disabled={!p.dirty} onClick={p.onSave} data-testid="designer-save">
                {t('designer.actions.save')}
              </Button>
            </Tooltip>
          </Badge>
        ) : null}
      </Space>
    </Space>
  );
}
