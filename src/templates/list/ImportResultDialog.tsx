import { Descriptions, Modal, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ImportResult } from '../../../schemas/rpc/datax';

interface ImportResultDialogProps {
  result: ImportResult | null;
  onClose: () => void;
}

/** The import's totals and its per-row errors (row index, key, messages per field). */
export function ImportResultDialog({ result, onClose }: ImportResultDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={!!result} title={t('templates.importResult')} width="60%" onOk={onClose} onCancel={onClose} cancelButtonProps={{ style: { display: 'none' } }} destroyOnHidden>
      {result ? (
        <>
          <Descriptions size="small" column={4} bordered style={{ marginBottom: 16 }} data-testid="import-totals">
            <Descriptions.Item label={t('templates.importTotal')}>{result.total}</Descriptions.Item>
            <Descriptions.Item label={t('templates.importSuccess')}>{result.successCnt}</Descriptions.Item>
            <Descriptions.Item label={t('templates.importCreate')}>{result.createCnt}</Descriptions.Item>
            <Descriptions.Item label={t('templates.importUpdate')}>{result.updateCnt}</Descriptions.Item>
          </Descriptions>
          {result.errors.length ? (
            <Table
              size="small"
              title={() => t('templates.importErrors')}
              rowKey={(row) => `${row.index}:${row.key}`}
              dataSource={result.errors}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              columns={[
                { title: t('templates.importRow'), dataIndex: 'index', width: 80 },
                { title: t('templates.importKey'), dataIndex: 'key', width: 160 },
                {
                  title: t('templates.importFields'),
                  dataIndex: 'fields',
                  render: (fields: Record<string, string>) =>
                    Object.entries(fields ?? {})
                      .map(([field, message]) => `${field}: ${message}`)
                      .join('; '),
                },
              ]}
            />
          ) : null}
        </>
      ) : null}
    </Modal>
  );
}
