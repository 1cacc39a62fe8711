// A receipt view's path: the documents it was made from and made into, each a link to its detail
// page (when the role holds one for its entity), with its type and status.
import { Button, Descriptions, Space, Tag, Tooltip, Typography } from 'antd';
import { useContext, useMemo } from 'react';
import type { ReceiptStatus } from '../../schemas/entities/define';
import type { ReceiptRoutes, RouteReceipt } from '../../schemas/rpc/receiptPath';
import { ShellContext } from '../../src/app/shell/ShellContext';
import { currentLanguage } from '../../src/i18n';
import { useOpenPage } from '../../src/templates/shared/useOpenPage';
import { STATUS_COLORS } from '../fields/Status';
import { receiptHref, entityPagesOf } from './receiptLinks';
import { pathSides } from './receiptPath';
import { useTexts } from './texts';

interface PathLinksProps {
  routes: ReceiptRoutes;
  receiptId: number;
  /** after a link was followed (a drawer closes) */
  onNavigate?: () => void;
}

export function PathLinks({ routes, receiptId, onNavigate }: PathLinksProps) {
  const say = useTexts();
  const shell = useContext(ShellContext);
  const open = useOpenPage();
  const language = currentLanguage();
  const pages = useMemo(() => (shell ? entityPagesOf(shell.tree, (path) => shell.routeByPath.has(path)) : new Map()), [shell]);
  const sides = useMemo(() => pathSides(routes, receiptId), [routes, receiptId]);

  const link = (r: RouteReceipt) => {
    const href = receiptHref(r, pages, language);
    const label = r.code ?? `#${r.id}`;
    return (
      <Space key={r.id} size={4} data-testid={`receipt-path-${r.id}`}>
        <Typography.Text type="secondary">{r.receiptTypeName}</Typography.Text>
        {href ? (
          <Button
            type="link"
            size="small"
            style={{ padding: 0 }}
            onClick={() => {
              open(href);
              onNavigate?.();
            }}
          >
            {label}
          </Button>
        ) : (
          <Tooltip title={say('noPage')}>
            <Typography.Text>{label}</Typography.Text>
          </Tooltip>
        )}
        <Tag color={STATUS_COLORS[r.status.dict as ReceiptStatus] ?? 'default'}>{r.status.name}</Tag>
      </Space>
    );
  };
  const list = (receipts: RouteReceipt[]) => (receipts.length ? <Space wrap size={[16, 4]}>{receipts.map(link)}</Space> : <Typography.Text type="secondary">{say('none')}</Typography.Text>);

  return (
    <Descriptions
      size="small"
      column={1}
      data-testid="receipt-path"
      items={[
        { key: 'from', label: say('madeFrom'), children: <div data-testid="receipt-path-from">{list(sides.from)}</div> },
        { key: 'to', label: say('madeInto'), children: <div data-testid="receipt-path-to">{list(sides.to)}</div> },
      ]}
    />
  );
}
