// identity/PrintDesigner (打印设计器): a label template drawn in mm — the label at screen scale with
// its elements (add text, Code128, QR code, line, rectangle, image; move and resize them with the mouse or
// the arrow keys), the label's settings and the selected element's properties beside it, 预览 (one
// label with sample values as the server prints it, at true size) and 保存 (identity.Label/create or
// /update: the server checks the layout). Opened empty for a new template, or with ?id= from 标签模板.
import { Alert, App, Button, Card, Segmented, Space, Spin, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { errorMessage, isCancelled } from '../../../../src/api/errors';
import { saveBlob } from '../../../../src/api/upload';
import { usePermission } from '../../../../src/engine/PermissionContext';
import { useOpenPage } from '../../../../src/templates/shared/useOpenPage';
import { ELEMENT_TYPES, type ElementType, type LabelElement } from '../../labels/layout';
import { identityPages } from '../../pages';
import { IdentityLabelApi, previewPdf, quiet } from '../api';
import { Canvas, SCREEN_PX_PER_MM } from './Canvas';
import { type Design, designOf, NEW_DESIGN, newElement, recordOf, withKind, withSize } from './model';
import { ElementPanel, LabelPanel } from './PropertyPanel';

const ZOOMS = [1, 2, 3, 4];
/** the largest zoom whose label fits the canvas area */
const fittingZoom = (d: Pick<Design, 'width_mm' | 'height_mm'>) => [...ZOOMS].reverse().find((z) => d.width_mm * SCREEN_PX_PER_MM * z <= 680 && d.height_mm * SCREEN_PX_PER_MM * z <= 460) ?? 1;

export default function DesignerPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = usePermission();
  const open = useOpenPage();
  const [params, setParams] = useSearchParams();
  const idParam = Number(params.get('id') ?? '') || undefined;
  const [design, setDesign] = useState<Design | null>(idParam ? null : NEW_DESIGN);
  const [selected, setSelected] = useState<string | null>(null);
  const [zoom, setZoom] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!idParam || design?.id === idParam) return;
    let live = true;
    IdentityLabelApi.get([idParam], quiet).then(
      (r) => live && setDesign(designOf(r as Record<string, unknown>)),
      (e: unknown) => live && !isCancelled(e) && setError(errorMessage(e, t('identity.designer.loadFailed'))),
    );
    return () => {
      live = false;
    };
  }, [idParam, design?.id, t]);

  const element = useMemo(() => design?.elements.find((e) => e.id === selected) ?? null, [design, selected]);
  const change = useCallback((e: LabelElement) => setDesign((d) => d && { ...d, elements: d.elements.map((x) => (x.id === e.id ? e : x)) }), []);
  const remove = useCallback((id: string) => {
    setDesign((d) => d && { ...d, elements: d.elements.filter((x) => x.id !== id) });
    setSelected(null);
  }, []);
  const add = (type: ElementType) => {
    if (!design) return;
    const e = newElement(type, design);
    setDesign({ ...design, elements: [...design.elements, e] });
    setSelected(e.id);
  };

  const save = async () => {
    if (!design) return;
    setSaving(true);
    setError(null);
    try {
      const record = recordOf(design);
      const saved = (design.id ? await IdentityLabelApi.update([record], quiet) : await IdentityLabelApi.create([record], quiet)) as Record<string, unknown>;
      const next = designOf(saved);
      setDesign({ ...design, id: next.id, version: next.version, state: next.state });
      if (!design.id) setParams({ id: String(next.id) }, { replace: true });
      void message.success(t('identity.designer.saved'));
    } catch (e) {
      setError(errorMessage(e, t('identity.designer.saveFailed')));
    } finally {
      setSaving(false);
    }
  };
  const showPreview = async () => {
    if (!design) return;
    try {
      const name = design.name.trim() || design.code.trim() || 'label';
      const blob = await previewPdf({ width_mm: design.width_mm, height_mm: design.height_mm, layout: JSON.stringify({ elements: design.elements }), name, target_kind: design.target_kind });
      // the app's CSP frames no blob: documents: the preview opens in the reader's PDF viewer, at true size
      saveBlob(blob, `${name}-${t('identity.designer.preview')}.pdf`);
    } catch (e) {
      void message.error(errorMessage(e, t('identity.designer.previewFailed')));
    }
  };

  if (!design) return error ? <Alert type="error" showIcon message={error} /> : <Spin />;
  const scale = SCREEN_PX_PER_MM * (zoom ?? fittingZoom(design));
  const mayWrite = can(design.id ? 'identity.label.update' : 'identity.label.create');
  return (
    <div data-testid="print-designer" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Card size="small" variant="borderless">
        <Space wrap>
          {ELEMENT_TYPES.map((type) => (
            <Button key={type} data-testid={`designer-add-${type}`} onClick={() => add(type)}>
              {t(`identity.designer.add.${type}`)}
            </Button>
          ))}
          <Button danger disabled={!selected} onClick={() => selected && remove(selected)}>
            {t('identity.designer.remove')}
          </Button>
          <Segmented aria-label={t('identity.designer.zoom')} value={zoom ?? fittingZoom(design)} options={ZOOMS.map((z) => ({ value: z, label: `${z * 100}%` }))} onChange={(v) => setZoom(Number(v))} />
          <Button data-testid="designer-preview" onClick={() => void showPreview()}>
            {t('identity.designer.preview')}
          </Button>
          {mayWrite ? (
            <Button type="primary" data-testid="designer-save" loading={saving} onClick={() => void save()}>
              {t('identity.designer.save')}
            </Button>
          ) : null}
          <Button onClick={() => open(identityPages.Label.url)}>{t('identity.designer.back')}</Button>
          {design.id ? <Tag color={design.state === 'Enable' ? 'green' : 'default'}>{t(`identity.designer.state.${design.state}`, { defaultValue: design.state })}</Tag> : null}
        </Space>
      </Card>
      {error ? <Alert type="error" showIcon message={error} data-testid="designer-error" closable onClose={() => setError(null)} /> : null}
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
        <Card size="small" style={{ flex: 1, minWidth: 0 }} styles={{ body: { background: '#f0f2f5', overflow: 'auto', padding: 24, minHeight: 320 } }}>
          <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
            {t('identity.designer.hint', { width: design.width_mm, height: design.height_mm })}
          </Typography.Text>
          <Canvas design={design} scale={scale} selected={selected} onSelect={setSelected} onChange={change} onRemove={remove} />
        </Card>
        <div style={{ width: 300, display: 'flex', flexDirection: 'column', gap: 12 }}>
          <Card size="small" title={t('identity.designer.label')}>
            <LabelPanel design={design} onChange={(p) => setDesign({ ...design, ...p })} onResize={(w, h) => setDesign(withSize(design, w, h))} onKind={(k) => setDesign(withKind(design, k))} />
          </Card>
          <Card size="small" title={t('identity.designer.element')}>
            <ElementPanel design={design} element={element} onChange={change} />
          </Card>
        </div>
      </div>
    </div>
  );
}
