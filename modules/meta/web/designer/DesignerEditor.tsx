// The designer at work on one form: palette, canvas and property panel around the design's
// history, with the toolbar's undo/redo, preview, JSON import/export, save and removal.
import { Alert, App, Col, Row } from 'antd';
import { type KeyboardEvent, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_DESIGN, type FormDesign } from '../../../../schemas/forms/types';
import { errorMessage } from '../../../../src/api/errors';
import { FormApi } from '../../../../src/api/services';
import { usePermission } from '../../../../src/engine/PermissionContext';
import { currentLanguage, localName } from '../../../../src/i18n';
import { forgetFormDesign } from '../../../../src/templates/detail/useFormDesign';
import { useLeaveGuard } from '../../../../src/templates/detail/useLeaveGuard';
import { Canvas } from './Canvas';
import { DesignerToolbar } from './DesignerToolbar';
import { validateDesign } from './importJson';
import { JsonDialog } from './JsonDialog';
import type { DesignSource } from './loadDesign';
import { Palette } from './Palette';
import { PreviewDialog } from './PreviewDialog';
import { PropertyPanel } from './PropertyPanel';
import { locate } from './tree';
import { useDesigner } from './useDesigner';

/** Keys typed into inputs stay theirs (undo of a text box, paste of text). */
const typing = (e: KeyboardEvent) => e.target instanceof HTMLElement && (e.target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(e.target.tagName));

export function DesignerEditor({ formId, source }: { formId: string; source: DesignSource }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const can = usePermission();
  const { entity } = source;
  const language = currentLanguage();
  const attrCodes = useMemo(() => new Set(entity.attrs.map((a) => a.code)), [entity]);
  const designer = useDesigner(source.design, attrCodes);
  const [version, setVersion] = useState(source.version);
  const [saved, setSaved] = useState<FormDesign>(source.design);
  const [saving, setSaving] = useState(false);
  const [preview, setPreview] = useState(false);
  const [json, setJson] = useState<'import' | 'export' | null>(null);
  const entityName = localName({ name: entity.name, nameIntl: entity.nameIntl }, language);

  const labelOf = useCallback(
    (code: string, label?: string) => {
      if (label?.trim()) return label;
      const attr = entity.attrs.find((a) => a.code === code);
      return attr ? localName({ name: attr.name, nameIntl: attr.nameIntl }, language) : code;
    },
    [entity, language],
  );
  const check = useMemo(() => validateDesign(designer.design, entity, language), [designer.design, entity, language]);
  const errors = check.ok ? [] : check.errors;
  const dirty = designer.design !== saved;
  const cutNode = designer.cut ? locate(designer.design, designer.cut)?.node : undefined;

  const bypass = useRef(false);
  const isDirty = useCallback(() => dirty, [dirty]);
  useLeaveGuard(isDirty, bypass);

  const save = async () => {
    if (!check.ok) return void message.error(t('designer.issues', { count: errors.length }));
    setSaving(true);
    try {
      const design = designer.design;
      const r = await FormApi.save([{ formId, entityCode: entity.code, schema: design, ...(version ? { version } : {}) }], { ignoreError: true });
      setVersion(r.version);
      setSaved(design);
      forgetFormDesign(formId);
      void message.success(t('designer.saved', { version: r.version }));
    } catch (error) {
      // a stale version (409) or a refused design (400 naming the node): the server's message
      void message.error(errorMessage(error, t('designer.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  const remove = () =>
    modal.confirm({
      title: t('templates.confirmTitle'),
      content: t('designer.removeConfirm', { formId }),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await FormApi.remove([formId], { ignoreError: true });
          forgetFormDesign(formId);
          setVersion(null);
          designer.reset(EMPTY_DESIGN);
          setSaved(EMPTY_DESIGN);
          void message.success(t('designer.removed'));
        } catch (error) {
          void message.error(errorMessage(error, t('designer.saveFailed')));
        }
      },
    });

  const onKeyDown = (e: KeyboardEvent) => {
    if (typing(e) || !(e.ctrlKey || e.metaKey)) return;
    const k = e.key.toLowerCase();
    if (k === 'z' && !e.shiftKey) designer.undo();
    else if (k === 'y' || (k === 'z' && e.shiftKey)) designer.redo();
    else if (k === 'v' && designer.cut) designer.paste();
    else if (k === 's') void save();
    else return;
    e.preventDefault();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the designer's shortcuts, heard as keys bubble up from the focused control inside
    <div onKeyDown={onKeyDown} data-testid="form-designer">
      <DesignerToolbar
        designer={designer}
        title={t('designer.title')}
        subtitle={t('designer.subtitle', { entity: `${entityName} (${entity.code})`, formId })}
        dirty={dirty}
        saving={saving}
        issues={errors.length}
        canSave={can('meta.designer.save')}
        canRemove={can('meta.designer.delete') && version !== null}
        onPreview={() => setPreview(true)}
        onJson={setJson}
        onSave={save}
        onRemove={remove}
      />
      {errors.length ? <Alert style={{ marginBottom: 12 }} type="warning" showIcon data-testid="designer-issues" message={t('designer.issues', { count: errors.length })} description={errors.map((e) => <div key={e}>{e}</div>)} /> : null}
      {cutNode ? <Alert style={{ marginBottom: 12 }} type="info" showIcon message={t('designer.canvas.cutting', { name: cutNode.type === 'field' ? labelOf(cutNode.code, cutNode.label) : t(`designer.layout.${cutNode.type}`) })} /> : null}
      <Row gutter={12} wrap={false}>
        <Col flex="240px">
          <Palette entity={entity} design={designer.design} onAdd={(item) => designer.add(item)} />
        </Col>
        <Col flex="auto" style={{ minWidth: 0 }}>
          <Canvas designer={designer} labelOf={labelOf} />
        </Col>
        <Col flex="320px">
          <PropertyPanel designer={designer} entity={entity} labelOf={labelOf} />
        </Col>
      </Row>
      <PreviewDialog open={preview} onClose={() => setPreview(false)} entity={entity} design={designer.design} title={entityName} errors={errors} />
      <JsonDialog
        mode={json}
        onClose={() => setJson(null)}
        entity={entity}
        design={designer.design}
        formId={formId}
        onImport={(design) => {
          designer.apply(design);
          void message.info(t('designer.imported'));
        }}
      />
    </div>
  );
}
