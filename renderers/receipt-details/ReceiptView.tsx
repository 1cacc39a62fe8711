// The one read-only view of a document that every receipt type's dedicated detail uses (the
// registry binds it to a type's declaration): title with number and status, header fields, the
// lines and the other declared child tables, attachments, and the receipt path with links.
import { Alert, Divider, Flex, Result, Skeleton, Typography } from 'antd';
import { createElement } from 'react';
import type { RecordValue } from '../../schemas/rpc/datax';
import { systemPageField, mergeFieldMeta } from '../../src/engine/fieldMeta';
import { useRenderers } from '../../src/engine/RendererContext';
import { rendererFor } from '../../src/engine/renderers';
import { currentLanguage, localName } from '../../src/i18n';
import type { ReceiptDetailDeclaration } from './declarations';
import { attachmentFields, headerFields, tablesOf } from './layout';
import { PathLinks } from './PathLinks';
import type { ReceiptViewProps } from './registry';
import { AttachmentsSection, ChildSection, HeaderSection } from './ReceiptSections';
import { useTexts } from './texts';
import { useReceiptModel, useReceiptRecord, useReceiptRoutes } from './useReceiptData';

export interface GenericReceiptViewProps extends ReceiptViewProps {
  declaration: ReceiptDetailDeclaration;
}

export default function ReceiptView({ receiptId, entityCode, declaration, onNavigate }: GenericReceiptViewProps) {
  const say = useTexts();
  const registry = useRenderers();
  const { model, error } = useReceiptModel(entityCode);
  const loaded = useReceiptRecord(entityCode, receiptId);
  const routes = useReceiptRoutes(receiptId);

  const failed = error ?? (loaded.status === 'error' ? loaded.error : null);
  if (failed) {
    return (
      <div data-testid="receipt-view-error">
        <Result status="error" title={say('loadFailed')} subTitle={failed} />
      </div>
    );
  }
  if (!model || loaded.status !== 'ok') return <Skeleton active />;

  const record = loaded.value as RecordValue & Record<string, unknown>;
  const language = currentLanguage();
  const statusField = mergeFieldMeta(systemPageField('status_dict', 'Header', 0, language), null, { language });
  const attachments = attachmentFields(model.form);
  return (
    <article data-testid="receipt-view" aria-label={`${localName(model.entity, language)} ${record.code ?? ''}`}>
      <Flex align="center" gap={8} style={{ marginBottom: 12 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {localName(model.entity, language)} {typeof record.code === 'string' ? record.code : ''}
        </Typography.Title>
        <span data-testid="receipt-status">{createElement(rendererFor(registry, statusField).Read, { value: record.status_dict, field: statusField })}</span>
      </Flex>
      <HeaderSection registry={registry} record={record} fields={headerFields(model.form, declaration, record)} />
      {tablesOf(model.children, declaration)
        // the lines always; payments and costs when there are some
        .filter((child, i) => i === 0 || (Array.isArray(record[child.key]) && (record[child.key] as unknown[]).length > 0))
        .map((child) => (
          <div key={child.key} style={{ marginTop: 16 }}>
            <ChildSection registry={registry} record={record} child={child} />
          </div>
        ))}
      {attachments.length ? (
        <div style={{ marginTop: 16 }}>
          <AttachmentsSection registry={registry} record={record} fields={attachments} title={say('attachments')} />
        </div>
      ) : null}
      <Divider orientation="start" plain>
        {say('path')}
      </Divider>
      {routes.status === 'ok' ? (
        <PathLinks routes={routes.value} receiptId={receiptId} onNavigate={onNavigate} />
      ) : routes.status === 'error' ? (
        <Alert type="warning" showIcon message={say('pathFailed')} description={routes.error} />
      ) : (
        <Skeleton active paragraph={{ rows: 1 }} />
      )}
    </article>
  );
}
