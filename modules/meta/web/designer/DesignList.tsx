import { Button, Card, Empty, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { FormDesignSummary } from '../../../../schemas/rpc/datax';
import { FormApi } from '../../../../src/api/services';

/** The designer without a form to open: the tenant's designed forms, each opened in place. */
export function DesignList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [items, setItems] = useState<FormDesignSummary[] | null>(null);
  useEffect(() => {
    let live = true;
    FormApi.list([], { cancelPrevious: false }).then(
      (list) => live && setItems(list),
      () => live && setItems([]),
    );
    return () => {
      live = false;
    };
  }, []);
  const open = (d: FormDesignSummary) => navigate({ search: `?${new URLSearchParams({ formId: d.formId, entityCode: d.entityCode })}` });
  return (
    <Card variant="borderless" title={t('designer.title')} data-testid="designer-list">
      <Typography.Paragraph type="secondary">{t('designer.noEntity')}</Typography.Paragraph>
      <Typography.Title level={5}>{t('designer.designedForms')}</Typography.Title>
      <Table<FormDesignSummary>
        rowKey="formId"
        size="small"
        loading={items === null}
        dataSource={items ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description={t('designer.noDesigns')} /> }}
        columns={[
          { title: 'formId', dataIndex: 'formId' },
          { title: 'entityCode', dataIndex: 'entityCode' },
          { title: 'version', dataIndex: 'version', width: 90 },
          { title: '', dataIndex: 'fieldCount', width: 120, render: (n: number) => t('designer.fieldCount', { count: n }) },
          { title: '', key: 'open', width: 90, render: (_, d) => <Button type="link" size="small" onClick={() => open(d)}>{t('designer.open')}</Button> },
        ]}
      />
    </Card>
  );
}
