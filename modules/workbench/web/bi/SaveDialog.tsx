// 保存分析: a name and the roles it is shared with. The author saves over its analysis (or as a new
// one); a reader of a shared analysis saves its own copy. Refusals are shown in the dialog.
import SaveOutlined from '@ant-design/icons/SaveOutlined';
import { Alert, Button, Checkbox, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../src/api/errors';
import type { BiAnalysis } from '../../contracts';
import { BiApi } from '../api';

interface Props {
  opened: BiAnalysis | null;
  disabled: boolean;
  saving: boolean;
  onSave: (name: string, roleIds: number[], asNew: boolean) => Promise<boolean | undefined>;
}

export function SaveDialog({ opened, disabled, saving, onSave }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [roleIds, setRoleIds] = useState<number[]>([]);
  const [asNew, setAsNew] = useState(false);
  const [roles, setRoles] = useState<Array<{ value: number; label: string }> | null>(null);
  const [error, setError] = useState<unknown>(null);
  const show = () => {
    setName(opened?.mine ? opened.name : '');
    setRoleIds(opened?.mine ? opened.roleIds : []);
    setAsNew(!opened?.mine);
    setError(null);
    setOpen(true);
    if (!roles) BiApi.roles([], { ignoreError: true }).then((r) => setRoles(r.map((x) => ({ value: x.id, label: x.name })))).catch(setError);
  };
  const submit = async () => {
    if (!name.trim()) return;
    try {
      if (await onSave(name.trim(), roleIds, asNew)) setOpen(false);
    } catch (e) {
      setError(e);
    }
  };
  return (
    <>
      <Button icon={<SaveOutlined />} disabled={disabled} onClick={show} data-testid="bi-save">
        {t('workbench.bi.save')}
      </Button>
      <Modal open={open} title={t('workbench.bi.saveTitle')} okText={t('workbench.bi.save')} confirmLoading={saving} okButtonProps={{ disabled: !name.trim() }} onOk={submit} onCancel={() => setOpen(false)} destroyOnHidden>
        {error ? <Alert type="error" showIcon role="alert" style={{ marginBottom: 12 }} message={errorMessage(error, t('rpc.serviceException'))} /> : null}
        <Form layout="vertical">
          <Form.Item label={t('workbench.bi.name')} required>
            <Input data-testid="bi-save-name" maxLength={64} value={name} onChange={(e) => setName(e.target.value)} autoFocus />
          </Form.Item>
          <Form.Item label={t('workbench.bi.shareWith')}>
            <Select data-testid="bi-save-roles" mode="multiple" optionFilterProp="label" loading={!roles} options={roles ?? []} value={roleIds} onChange={setRoleIds} />
          </Form.Item>
          {opened?.mine ? (
            <Checkbox checked={asNew} onChange={(e) => setAsNew(e.target.checked)}>
              {t('workbench.bi.saveAsNew')}
            </Checkbox>
          ) : null}
        </Form>
      </Modal>
    </>
  );
}
