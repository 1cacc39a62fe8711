// 溯源图谱 on a document's detail toolbar, as the detail template mounts the modules' buttons
// (detailExtras in index.ts): the open record is the receipt to trace.
import type { DetailExtraProps } from '../../../src/templates/detail/detailExtras';
import { OpenTraceButton } from './OpenTraceButton';

export default function TraceDetailButton({ record }: DetailExtraProps) {
  return <OpenTraceButton receiptId={record.id} />;
}
