// The designer's property panels: the label's own settings (code, name, template code, size in mm,
// what it prints, remark) and the selected element's (box in mm, text, bound field — of the label's
// kind —, font, alignment, stroke, rotation, an image's picture). Every change goes through the
// model's moves, so a typed number keeps the element inside the label as a drag does.
import { Form, Input, InputNumber, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../../src/i18n';
import { KIND_FIELDS, TARGET_KINDS, type TargetKind } from '../../labels/kinds';
import { LABEL_LIMITS, type LabelElement, type LabelField, ROTATIONS, type Rotation, TEMPLATE_CODES, type TemplateCode } from '../../labels/layout';
import { ImagePicker } from './ImagePicker';
import { type Design, movedTo, resizedTo } from './model';

const optionsOf = (list: ReadonlyArray<{ value: string; label: string; labelEn: string }>, en: boolean) => list.map((o) => ({ value: o.value, label: en ? o.labelEn : o.label }));

export interface LabelPanelProps {
  design: Design;
  onChange: (patch: Partial<Design>) => void;
  onResize: (width: number, height: number) => void;
  onKind: (kind: TargetKind) => void;
}

export function LabelPanel({ design, onChange, onResize, onKind }: LabelPanelProps) {
  const { t } = useTranslation();
  const en = currentLanguage() === 'en_US';
  const mm = { min: LABEL_LIMITS.minMm, max: LABEL_LIMITS.maxMm, step: 1, precision: 1, addonAfter: 'mm', style: { width: '100%' } };
  return (
    <Form layout="vertical" size="small" data-testid="label-settings">
      <Form.Item label={t('identity.designer.code')} required>
        <Input aria-label={t('identity.designer.code')} value={design.code} maxLength={128} disabled={!!design.id} onChange={(e) => onChange({ code: e.target.value })} />
      </Form.Item>
      <Form.Item label={t('identity.designer.name')} required>
        <Input aria-label={t('identity.designer.name')} value={design.name} maxLength={128} onChange={(e) => onChange({ name: e.target.value })} />
      </Form.Item>
      <Form.Item label={t('identity.designer.templateCode')} required>
        <Select aria-label={t('identity.designer.templateCode')} value={design.template_code} options={optionsOf(TEMPLATE_CODES, en)} onChange={(v: TemplateCode) => onChange({ template_code: v })} />
      </Form.Item>
      <Form.Item label={t('identity.designer.targetKind')} extra={t('identity.designer.targetKindHint')} required>
        <Select aria-label={t('identity.designer.targetKind')} value={design.target_kind} options={optionsOf(TARGET_KINDS, en)} onChange={(v: TargetKind) => onKind(v)} />
      </Form.Item>
      <div style={{ display: 'flex', gap: 8 }}>
        <Form.Item label={t('identity.designer.width')} style={{ flex: 1 }}>
          <InputNumber aria-label={t('identity.designer.width')} {...mm} value={design.width_mm} onChange={(v) => v != null && onResize(Number(v), design.height_mm)} />
        </Form.Item>
        <Form.Item label={t('identity.designer.height')} style={{ flex: 1 }}>
          <InputNumber aria-label={t('identity.designer.height')} {...mm} value={design.height_mm} onChange={(v) => v != null && onResize(design.width_mm, Number(v))} />
        </Form.Item>
      </div>
      <Form.Item label={t('identity.designer.remark')}>
        <Input.TextArea aria-label={t('identity.designer.remark')} value={design.remark} maxLength={512} autoSize={{ minRows: 1, maxRows: 3 }} onChange={(e) => onChange({ remark: e.target.value })} />
      </Form.Item>
    </Form>
  );
}

export interface ElementPanelProps {
  design: Design;
  element: LabelElement | null;
  onChange: (element: LabelElement) => void;
}

export function ElementPanel({ design, element: e, onChange }: ElementPanelProps) {
  const { t } = useTranslation();
  const en = currentLanguage() === 'en_US';
  if (!e) return <Typography.Text type="secondary">{t('identity.designer.noSelection')}</Typography.Text>;
  const num = (label: string, value: number, set: (v: number) => void, opts: { min?: number; max?: number; step?: number } = {}) => (
    <Form.Item label={label} style={{ flex: 1, marginBottom: 8 }}>
      <InputNumber aria-label={label} size="small" min={opts.min ?? 0} max={opts.max ?? LABEL_LIMITS.maxMm} step={opts.step ?? 0.5} precision={1} value={value} style={{ width: '100%' }} onChange={(v) => v != null && set(Number(v))} />
    </Form.Item>
  );
  const patch = (p: Partial<LabelElement>) => onChange({ ...e, ...p });
  const showsContent = e.type !== 'line' && e.type !== 'rect' && e.type !== 'image';
  return (
    <Form layout="vertical" size="small" data-testid="label-element-settings">
      <Typography.Text strong>{t(`identity.designer.type.${e.type}`)}</Typography.Text>
      <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
        {num('X (mm)', e.x, (x) => onChange(movedTo(e, x, e.y, design)))}
        {num('Y (mm)', e.y, (y) => onChange(movedTo(e, e.x, y, design)))}
      </div>
      <div style={{ display: 'flex', gap: 8 }}>
        {num(t('identity.designer.w'), e.w, (w) => onChange(resizedTo(e, w, e.h, design)))}
        {num(t('identity.designer.h'), e.h, (h) => onChange(resizedTo(e, e.w, h, design)))}
      </div>
      {showsContent ? (
        <>
          <Form.Item label={e.type === 'text' ? t('identity.designer.text') : t('identity.designer.fixedContent')} style={{ marginBottom: 8 }}>
            <Input aria-label={t('identity.designer.text')} size="small" value={e.text ?? ''} maxLength={LABEL_LIMITS.maxText} onChange={(ev) => patch({ text: ev.target.value || undefined })} />
          </Form.Item>
          <Form.Item label={t('identity.designer.field')} extra={e.type === 'text' ? t('identity.designer.fieldHint') : undefined} style={{ marginBottom: 8 }}>
            <Select
              aria-label={t('identity.designer.field')}
              size="small"
              allowClear
              value={e.field}
              placeholder={t('identity.designer.noField')}
              options={optionsOf(KIND_FIELDS[design.target_kind], en)}
              onChange={(v?: LabelField) => patch({ field: v ?? undefined })}
            />
          </Form.Item>
        </>
      ) : null}
      {e.type === 'text' ? (
        <div style={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}>
          {num(t('identity.designer.fontSize'), e.fontSize ?? 9, (fontSize) => patch({ fontSize }), { min: LABEL_LIMITS.minFont, max: LABEL_LIMITS.maxFont, step: 1 })}
          <Form.Item label={t('identity.designer.bold')} style={{ marginBottom: 8 }}>
            <Switch aria-label={t('identity.designer.bold')} size="small" checked={!!e.bold} onChange={(bold) => patch({ bold: bold || undefined })} />
          </Form.Item>
          <Form.Item label={t('identity.designer.align')} style={{ flex: 1, marginBottom: 8 }}>
            <Select
              aria-label={t('identity.designer.align')}
              size="small"
              value={e.align ?? 'left'}
              options={(['left', 'center', 'right'] as const).map((a) => ({ value: a, label: t(`identity.designer.alignTo.${a}`) }))}
              onChange={(align: LabelElement['align']) => patch({ align })}
            />
          </Form.Item>
        </div>
      ) : null}
      {e.type === 'image' ? <ImagePicker src={e.src} onPick={(src) => patch({ src })} /> : null}
      {e.type === 'line' || e.type === 'rect' ? num(t('identity.designer.lineWidth'), e.lineWidth ?? 0.3, (lineWidth) => patch({ lineWidth }), { min: 0.1, max: LABEL_LIMITS.maxLine, step: 0.1 }) : null}
      {e.type !== 'line' ? (
        <Form.Item label={t('identity.designer.rotation')} style={{ marginBottom: 8 }}>
          <Select aria-label={t('identity.designer.rotation')} size="small" value={e.rotation ?? 0} options={ROTATIONS.map((r) => ({ value: r, label: `${r}°` }))} onChange={(r: Rotation) => patch({ rotation: r || undefined })} />
        </Form.Item>
      ) : null}
    </Form>
  );
}
