// The approval flow a receipt type is bound to (datax.ReceiptType/getByEntity → flow_id): its
// detail page offers 提交 instead of 审核 when there is one, and a submit starts it
// (flow.FlowableTask/start) for the department the user starts it from.
import { useEffect, useState } from 'react';
import type { flowTask } from '../../../modules/flow/contracts';
import { client, ReceiptTypeApi } from '../../api/services';

export const FlowTaskApi = client<typeof flowTask>('flow.FlowableTask');

/** flow_id of the entity's receipt type: undefined while loading, null when it has none */
export function useReceiptFlow(entityCode: string, isReceipt: boolean): string | null | undefined {
  const [flowId, setFlowId] = useState<string | null | undefined>(isReceipt ? undefined : null);
  useEffect(() => {
    if (!isReceipt) {
      setFlowId(null);
      return;
    }
    let alive = true;
    ReceiptTypeApi.getByEntity([entityCode], { ignoreError: true })
      .then((t) => alive && setFlowId(t.flow_id))
      .catch(() => alive && setFlowId(null));
    return () => {
      alive = false;
    };
  }, [entityCode, isReceipt]);
  return flowId;
}
