// What a receipt type without a dedicated view shows where one was asked for (a flow task of a
// type not registered yet): says so plainly instead of an empty panel or a crash.
import { Result } from 'antd';
import type { ReceiptViewProps } from './registry';
import { useTexts } from './texts';

export default function UnknownReceiptView({ receiptTypeCode }: ReceiptViewProps & { receiptTypeCode: string }) {
  const say = useTexts();
  return (
    <div data-testid="receipt-view-unknown">
      <Result status="info" title={say('unknownType', { code: receiptTypeCode })} subTitle={say('unknownHint')} />
    </div>
  );
}
