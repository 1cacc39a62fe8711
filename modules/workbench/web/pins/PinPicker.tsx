// 添加指标卡片: what the caller may pin (the server's choices, per kind of card when there are
// several), searched by name or code; a thing pinned already says so. Picking one pins it at once.
import { Alert, Button, Empty, Input, List, Modal, Segmented, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../src/api/errors';
import type { PinChoice, PinKindInfo } from '../../pins';
import { PinApi } from '../api';

const quiet = { ignoreError: true, cancelPrevious: false } as const;

export function PinPicker({ open, kinds, onPin, onClose }: { open: boolean; kinds: PinKindInfo[]; onPin: (kind: string, code: string) => Promise<void>; onClose: () => void }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<string | null>(null);
  const [choices, setChoices] = useState<{ list: PinChoice[] | null; error: unknown }>({ list: null, error: null });
  const [text, setText] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const current = kind ?? kinds[0]?.kind ?? null;

  useEffect(() => {
    if (!open || !current) return;
    let live = true;
    setChoices({ list: null, error: null });
    PinApi.choices([current], quiet)
      .then((list) => live && setChoices({ list, error: null }))
      .catch((error: unknown) => live && setChoices({ list: null, error }));
    return () => {
      live = false;
    };
  }, [open, current]);

  const shown = useMemo(() => {
    const q = text.trim().toLowerCase();
    return (choices.list ?? []).filter((c) => !q || c.name.toLowerCase().includes(q) || c.code.toLowerCase().includes(q));
  }, [choices.list, text]);

  const pin = async (c: PinChoice) => {
    setBusy(c.code);
    try {
      await onPin(current!, c.code);
      setChoices((s) => ({ ...s, list: s.list?.map((x) => (x.code === c.code ? { ...x, pinned: true } : x)) ?? null }));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal open={open} title={t('workbench.pins.add')} onCancel={onClose} footer={<Button onClick={onClose}>{t('workbench.pins.close')}</Button>} destroyOnHidden>
      <Space direction="vertical" style={{ width: '100%' }} data-testid="pin-picker">
        {kinds.length > 1 ? <Segmented value={current ?? undefined} onChange={(k) => setKind(String(k))} options={kinds.map((k) => ({ value: k.kind, label: k.name }))} /> : null}
        <Input.Search allowClear placeholder={t('workbench.pins.search')} value={text} onChange={(e) => setText(e.target.value)} data-testid="pin-search" autoFocus />
        {choices.error ? (
          <Alert type="error" showIcon message={errorMessage(choices.error, t('rpc.serviceException'))} />
        ) : (
          <List<PinChoice>
            size="small"
            loading={!choices.list}
            dataSource={shown}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workbench.pins.noChoices')} /> }}
            style={{ maxHeight: 420, overflow: 'auto' }}
            renderItem={(c) => (
              <List.Item
                data-testid="pin-choice"
                data-code={c.code}
                actions={[
                  <Button key="pin" size="small" type={c.pinned ? 'default' : 'primary'} disabled={c.pinned} loading={busy === c.code} onClick={() => pin(c)} data-testid={`pin-choose-${c.code}`}>
                    {c.pinned ? t('workbench.pins.pinned') : t('workbench.pins.pin')}
                  </Button>,
                ]}
              >
                <List.Item.Meta title={`${c.name}（${c.code}）`} description={c.hint ? <Typography.Text type="secondary">{c.hint}</Typography.Text> : null} />
              </List.Item>
            )}
          />
        )}
      </Space>
    </Modal>
  );
}
