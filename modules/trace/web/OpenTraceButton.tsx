// 溯源图谱 from any document's detail: opens dcm/trace?receiptId={id} in a tab. Shown only to
// roles that hold the trace page; disabled until the document is saved (no id yet). Light: no x6.
import NodeIndexOutlined from '@ant-design/icons/NodeIndexOutlined';
import { Button, Tooltip, type ButtonProps } from 'antd';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { ShellContext } from '../../../src/app/shell/ShellContext';
import { useOpenPage } from '../../../src/templates/shared/useOpenPage';
import { TRACE_PATH, traceHref } from './traceHref';

export interface OpenTraceButtonProps {
  /** the open document's id; absent while it is new */
  receiptId: number | null | undefined;
  size?: ButtonProps['size'];
  type?: ButtonProps['type'];
}

export function OpenTraceButton({ receiptId, size, type }: OpenTraceButtonProps) {
  const { t } = useTranslation();
  const shell = useContext(ShellContext);
  const open = useOpenPage();
  // the role's menu decides (outside the shell, e.g. a test, the page is assumed reachable)
  if (shell && !shell.routeByPath.has(TRACE_PATH)) return null;
  const saved = typeof receiptId === 'number' && receiptId > 0;
  const button = (
    <Button size={size} type={type} icon={<NodeIndexOutlined />} disabled={!saved} onClick={() => saved && open(traceHref(receiptId))} data-testid="open-trace">
      {t('trace.open')}
    </Button>
  );
  if (saved) return button;
  // a disabled button gets no mouse events in every browser: the wrapper carries the hint
  return (
    <Tooltip title={t('trace.openUnsaved')}>
      <span style={{ display: 'inline-block', cursor: 'not-allowed' }} data-testid="open-trace-hint">
        {button}
      </span>
    </Tooltip>
  );
}

export default OpenTraceButton;
