// Above an editable line table: add a row, copy / remove the selected rows, how many there are.
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface LineToolbarProps {
  addTitle: string;
  count: number;
  selected: number;
  onAdd: () => void;
  onCopy: () => void;
  onRemove: () => void;
}

export function LineToolbar({ addTitle, count, selected, onAdd, onCopy, onRemove }: LineToolbarProps) {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 8, flexWrap: 'wrap' }}>
      <Space wrap size={8}>
        <Button type="dashed" icon={<PlusOutlined />} onClick={onAdd}>
          {addTitle || t('templates.addRow')}
        </Button>
        <Button icon={<CopyOutlined />} disabled={!selected} onClick={onCopy}>
          {t('lines.copySelected')}
        </Button>
        <Button danger icon={<DeleteOutlined />} disabled={!selected} onClick={onRemove}>
          {t('lines.removeSelected')}
        </Button>
      </Space>
      <Typography.Text type="secondary" style={{ marginInlineStart: 'auto' }}>
        {selected ? t('lines.selectedCount', { count, selected }) : t('lines.rowCount', { count })}
      </Typography.Text>
    </div>
  );
}
