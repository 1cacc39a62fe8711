// 排程预览 on an APS run's detail (plan/apsDetail): the run's proposal in a drawer, with 确认排程 /
// 作废 while it is a draft. A detail extra of every record, drawn only for APS runs.
import ScheduleOutlined from '@ant-design/icons/ScheduleOutlined';
import { Alert, Button, Drawer, Spin } from 'antd';
import { App } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../../src/api/errors';
import type { DetailExtraProps } from '../../../../../src/templates/detail/detailExtras';
import type { ApsRunView } from '../contracts';
import { ApsApi, quiet } from './api';
import { ApsPreview } from './ApsPreview';

function RunDrawer({ id, open, onClose }: { id: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [run, setRun] = useState<ApsRunView | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    setError(null);
    ApsApi.result([id], quiet).then(setRun, (e: unknown) => setError(errorMessage(e, t('production.plan.loadFailed'))));
  }, [open, id, t]);
  return (
    <Drawer open={open} onClose={onClose} width="90%" title={t('production.plan.aps.preview')} destroyOnHidden>
      {error && <Alert type="error" message={error} />}
      {!run && !error && <Spin />}
      {run && (
        <ApsPreview
          run={run}
          onChanged={(next, text) => {
            setRun(next);
            void message.success(text);
          }}
        />
      )}
    </Drawer>
  );
}

export default function ApsRunButton({ entityCode, record }: DetailExtraProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (entityCode !== 'ApsRun' || typeof record.id !== 'number' || record.id <= 0) return null;
  return (
    <>
      <Button icon={<ScheduleOutlined />} onClick={() => setOpen(true)} data-testid="aps-open-preview">
        {t('production.plan.aps.preview')}
      </Button>
      <RunDrawer id={record.id} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
