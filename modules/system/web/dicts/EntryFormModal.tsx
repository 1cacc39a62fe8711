// 新增字典项 / 编辑字典项: code, name, English name, sort order, status and tag colour (with a
// preview of the tag). A product entry keeps its code.
import { Form, Input, InputNumber, Radio, Select, Space, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { DictEntryView, EntryInput } from '../../contracts/dicts';
import { SaveModal } from '../../../../src/templates/shared/SaveModal';
import { DictAdminApi, TAG_COLORS } from './api';
import { CODE_RULE } from './DictFormModal';

interface Props {
  dictCode: string;
  open: boolean;
  /** null: a new entry */
  editing: DictEntryView | null;
  onClose: () => void;
  onSaved: () => void;
}

type Values = Omit<EntryInput, 'id' | 'tagColor'> & { tagColor?: string };

export function EntryFormModal({ dictCode, open, editing, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const name = Form.useWatch('name', form);
  const color = Form.useWatch('tagColor', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      editing
        ? { code: editing.code, name: editing.name, nameEn: editing.nameEn, sn: editing.sn, status: editing.status, tagColor: editing.tagColor ?? 'default' }
        : { status: 0, tagColor: 'default' },
    );
  }, [open, editing, form]);

  const save = async (values: Values) => {
    const entry = { ...values, id: editing?.id ?? null, sn: values.sn ?? undefined, tagColor: (values.tagColor ?? 'default') as EntryInput['tagColor'] };
    await DictAdminApi.saveEntry([dictCode, entry], { ignoreError: true });
    onSaved();
  };

  return (
    <SaveModal open={open} title={t(editing ? 'dicts.editEntry' : 'dicts.addEntry')} form={form} testId="entry-form" width={520} failed={t('dicts.failed')} onClose={onClose} save={save}>
      <Form.Item
        name="code"
        label={t('dicts.entryCode')}
        extra={editing?.builtin ? t('dicts.builtinHint') : undefined}
        rules={[{ required: true, message: t('dicts.required') }, { pattern: CODE_RULE, message: t('dicts.codeRule') }]}
      >
        <Input maxLength={64} disabled={!!editing?.builtin} />
      </Form.Item>
      <Form.Item name="name" label={t('dicts.entryName')} rules={[{ required: true, whitespace: true, message: t('dicts.required') }]}>
        <Input maxLength={128} />
      </Form.Item>
      <Form.Item name="nameEn" label={t('dicts.nameEn')}>
        <Input maxLength={128} />
      </Form.Item>
      <Form.Item name="sn" label={t('dicts.sn')}>
        <InputNumber min={0} max={1_000_000} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="status" label={t('dicts.status')}>
        <Radio.Group options={[{ value: 0, label: t('dicts.enabled') }, { value: 1, label: t('dicts.disabled') }]} />
      </Form.Item>
      <Form.Item label={t('dicts.tagColor')}>
        <Space>
          <Form.Item name="tagColor" noStyle>
            <Select
              style={{ width: 160 }}
              options={[{ value: 'default', label: t('dicts.noColor') }, ...TAG_COLORS.map((c) => ({ value: c, label: <Tag color={c}>{c}</Tag> }))]}
            />
          </Form.Item>
          <span>
            {t('dicts.preview')}: <Tag color={color && color !== 'default' ? color : undefined}>{name || '—'}</Tag>
          </span>
        </Space>
      </Form.Item>
    </SaveModal>
  );
}
