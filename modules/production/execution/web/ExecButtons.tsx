// 投料 / 报工 / 退料 / 结转 on a work order's detail (a detail extra of every record, drawn only for
// work orders): each opens its dialog (ExecDialog); what was written is said in a message.
import { App, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DetailExtraProps } from '../../../../src/templates/detail/detailExtras';
import { ExecDialog, type ExecKind } from './ExecDialog';

const KINDS: ExecKind[] = ['feed', 'output', 'return', 'carry'];

export default function ExecButtons({ entityCode, record }: DetailExtraProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState<ExecKind | null>(null);
  const id = typeof record.id === 'number' ? record.id : Number(record.id);
  if (entityCode !== 'WorkOrder' || !(id > 0)) return null;
  return (
    <>
      <Space.Compact>
        {KINDS.map((k) => (
          <Button key={k} onClick={() => setOpen(k)} data-testid={`exec-${k}`}>
            {t(`production.exec.${k}`)}
          </Button>
        ))}
      </Space.Compact>
      {open ? (
        <ExecDialog
          kind={open}
          orderId={id}
          onClose={(code) => {
            setOpen(null);
            if (code) void message.success(t('production.exec.done', { code }));
          }}
        />
      ) : null}
    </>
  );
}
