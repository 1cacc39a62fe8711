import { Alert, Card, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { DepartmentView } from '../../contracts/organisation';
import { errorMessage, isCancelled } from '../../../../src/api/errors';
import { useOpenPage } from '../../../../src/templates/shared/useOpenPage';
import { DepartmentApi } from '../api';
import { DepartmentForm } from './DepartmentForm';
import { useOrgTree } from './useOrgTree';

const idOf = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : null);

/** system/DepartmentDetail (部门详情): one department's form (?id=), or a new one (?organId=&parentId=). */
export default function DepartmentDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const open = useOpenPage();
  const id = idOf(params.get('id'));
  const { tree } = useOrgTree(t('systemAdmin.loadFailed'));
  const [department, setDepartment] = useState<DepartmentView | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!id) return;
    DepartmentApi.info([id], { ignoreError: true }).then(setDepartment, (e: unknown) => !isCancelled(e) && setError(errorMessage(e, t('systemAdmin.loadFailed'))));
  }, [id, t]);

  if (error) return <Alert type="error" showIcon message={error} />;
  if (id && !department) return <Spin />;
  return (
    <Card variant="borderless" data-testid="department-detail-page">
      <DepartmentForm
        target={{ department, organId: idOf(params.get('organId')), parentId: idOf(params.get('parentId')) }}
        tree={tree}
        onChanged={(after) => (after ? (after.id === id ? setDepartment(after) : open(`system/DepartmentDetail?id=${after.id}`)) : open('system/Department'))}
        onAddChild={(d) => open(`system/DepartmentDetail?organId=${d.organId}&parentId=${d.id}`)}
      />
    </Card>
  );
}
