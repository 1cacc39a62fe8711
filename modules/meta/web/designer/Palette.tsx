import { Button, Card, Divider, Space, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DATA_TYPES, type DataType } from '../../../../schemas/fieldTypes';
import type { EntityMeta } from '../../../../schemas/rpc/datax';
import { type FormDesign, walkDesign } from '../../../../schemas/forms/types';
import { currentLanguage, localName } from '../../../../src/i18n';
import { startDrag } from './dnd';
import { type PaletteItem, placedCodes } from './tree';

interface PaletteProps {
  entity: EntityMeta;
  design: FormDesign;
  onAdd: (item: PaletteItem) => void;
}

const LAYOUTS = ['grid', 'tabs', 'card', 'divider'] as const;

/**
 * What can be placed: layouts, the entity's attributes not placed yet (bound fields; a required
 * one is tagged), line tables of child tables not placed yet, and a free field of every data
 * type. Click adds at the selection; drag drops where the pointer is.
 */
export function Palette({ entity, design, onAdd }: PaletteProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const placed = placedCodes(design);
  const placedTables = new Set<string>();
  walkDesign(design.nodes, (n) => n.type === 'lineTable' && placedTables.add(n.key));
  const attrs = entity.attrs.filter((a) => !placed.has(a.code));
  const tables = entity.children.filter((c) => !placedTables.has(c.key));

  const item = (testId: string, label: string, payload: PaletteItem, extra?: ReactNode) => (
    <Button key={testId} size="small" block draggable data-testid={testId} style={{ textAlign: 'left' }} onDragStart={(e) => startDrag(e, { palette: payload })} onClick={() => onAdd(payload)}>
      <Space size={4}>
        {label}
        {extra}
      </Space>
    </Button>
  );

  return (
    <Card size="small" title={t('designer.palette.title')} data-testid="designer-palette" styles={{ body: { maxHeight: 'calc(100vh - 260px)', overflowY: 'auto' } }}>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('designer.palette.hint')}
      </Typography.Paragraph>
      <Divider plain orientation="left" style={{ margin: '4px 0 8px' }}>
        {t('designer.palette.layout')}
      </Divider>
      <Space direction="vertical" style={{ width: '100%' }} size={4}>
        {LAYOUTS.map((type) => item(`palette-layout-${type}`, t(`designer.layout.${type}`), { kind: 'layout', type }))}
        {tables.map((c) => {
          const label = localName({ name: c.name, nameIntl: c.nameIntl }, language);
          return item(`palette-lines-${c.key}`, `${t('designer.layout.lineTable')}：${label}`, { kind: 'lineTable', key: c.key, label });
        })}
      </Space>
      <Divider plain orientation="left" style={{ margin: '12px 0 8px' }}>
        {t('designer.palette.attrs')}
      </Divider>
      <Space direction="vertical" style={{ width: '100%' }} size={4}>
        {attrs.length ? null : <Typography.Text type="secondary">{t('designer.palette.allPlaced')}</Typography.Text>}
        {attrs.map((a) => {
          const label = localName({ name: a.name, nameIntl: a.nameIntl }, language);
          return item(
            `palette-attr-${a.code}`,
            label,
            { kind: 'attr', code: a.code, dataType: a.dataType as DataType, label },
            <>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {a.code}
              </Typography.Text>
              {a.required ? <Tag color="red">{t('designer.palette.requiredTag')}</Tag> : null}
            </>,
          );
        })}
      </Space>
      <Divider plain orientation="left" style={{ margin: '12px 0 8px' }}>
        {t('designer.palette.free')}
      </Divider>
      <Space wrap size={4}>
        {DATA_TYPES.map((type) => (
          <Tooltip key={type} title={type}>
            <Button size="small" draggable data-testid={`palette-free-${type}`} onDragStart={(e) => startDrag(e, { palette: { kind: 'free', dataType: type } })} onClick={() => onAdd({ kind: 'free', dataType: type })}>
              {t(`designer.types.${type}`)}
            </Button>
          </Tooltip>
        ))}
      </Space>
    </Card>
  );
}
