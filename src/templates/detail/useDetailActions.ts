// Save, audit, un-audit and submit of a detail page. Each answers the record as it now is; the
// page shows it (status tag, form enabled or read-pretty).
import type { Form } from '@formily/core';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordValue } from '../../../schemas/rpc/datax';
import { errorMessage } from '../../api/errors';
import { MetaDeApprovalApi, MetaDynamicApi } from '../../api/services';
import type { DetailAction } from './detailActions';
import { loadDocumentFlow } from './documentFlow';
import { fieldErrorsOf, showFieldErrors } from './fieldErrors';
import { savePayload } from './savePayload';

/** The actions of a detail page; save answers the saved record (null when it was not saved). */
export type DetailRun = Record<Exclude<DetailAction, 'save'>, () => unknown> & { save: () => Promise<RecordValue | null> };

export interface DetailActionsInput {
  entityCode: string;
  form: Form;
  record: RecordValue | null;
  /** the list page's url and menu code, sent with state moves (the server checks them) */
  url: string;
  appCode?: string;
  onRecord: (record: RecordValue) => void;
  /** asked after the form validates, before a save is sent (the tenant's form script may veto it) */
  beforeSave?: () => Promise<{ veto: false } | { veto: true; message: string }>;
  /** the approval flow a submit starts (null: a submit only commits) */
  flowId?: string | null;
}

const quiet = { ignoreError: true };

export function useDetailActions({ entityCode, form, record, url, appCode, onRecord, beforeSave, flowId }: DetailActionsInput) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const fail = useCallback((error: unknown) => void message.error(errorMessage(error, t('rpc.serviceException'))), [message, t]);

  const save = useCallback(async (): Promise<RecordValue | null> => {
    try {
      await form.validate();
    } catch {
      return null;
    }
    const verdict = await beforeSave?.();
    if (verdict?.veto) {
      void message.warning(verdict.message);
      return null;
    }
    try {
      const saved = await MetaDynamicApi.saveValue([entityCode, savePayload(form.values, record)], quiet);
      void message.success(t('templates.saved'));
      onRecord(saved);
      return saved;
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) showFieldErrors(form, fields);
      // a stale version (409) and every other refusal: the server's own message
      fail(error);
      return null;
    }
  }, [form, entityCode, record, message, t, onRecord, fail, beforeSave]);

  const target = (r: RecordValue) => ({ entityCode, recordId: r.id, version: r.version, url, ...(appCode ? { appCode } : {}) });

  /** unsaved changes are saved first, so the audit acts on what the user sees */
  const current = async (): Promise<RecordValue | null> => (form.modified ? save() : record);

  const audit = async () => {
    const r = await current();
    if (!r) return;
    try {
      onRecord(await MetaDynamicApi.auditValue([target(r)], quiet));
      void message.success(t('templates.audited'));
    } catch (error) {
      fail(error);
    }
  };

  const deApproval = () => {
    if (!record) return;
    modal.confirm({
      title: t('templates.confirmTitle'),
      content: t('templates.deApprovalConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          onRecord(await MetaDeApprovalApi.deApproval([target(record)], quiet));
          void message.success(t('templates.deApproved'));
        } catch (error) {
          fail(error);
        }
      },
    });
  };

  // a receipt with a flow starts it (the record moves to Ongoing); without one it is committed
  const submit = async () => {
    const r = await current();
    if (!r) return;
    try {
      if (flowId) {
        const flow = await loadDocumentFlow();
        const departments = await flow.chooseDepartment();
        if (departments === null) return;
        const code = typeof r.code === 'string' ? r.code : undefined;
        await flow.start({ procDefId: flowId, entityCode, receiptId: r.id, receiptCode: code, departmentId: departments[0], pageUrl: url, ...(appCode ? { appCode } : {}) });
      } else await MetaDynamicApi.commitValue([target(r)], quiet);
      void message.success(t('templates.submitted'));
      onRecord(await MetaDynamicApi.getValue([entityCode, r.id], quiet));
    } catch (error) {
      fail(error);
    }
  };

  const run: DetailRun = { save, audit, deApproval, submit };
  return run;
}
