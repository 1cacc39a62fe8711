// The approval flow a receipt type is bound to (datax.ReceiptType/getByEntity → flow_id): its
// detail page offers 提交 instead of 审核 when there is one, and a submit starts it (through the
// module that runs flows, documentFlow.ts) for the department the user starts it from.
import { useEffect, useState } from 'react';
import { ReceiptTypeApi } from '../../api/services';

/** flow_id of the entity's receipt type: undefined while loading, null when it has none.
 *  The answer is kept with the entity it was asked for, so a page never shows 审核 for a
 *  moment between learning it is a receipt and learning its binding. */
export function useReceiptFlow(entityCode: string, isReceipt: boolean): string | null | undefined {
  const [answer, setAnswer] = useState<{ entityCode: string; flowId: string | null } | null>(null);
  useEffect(() => {
    if (!isReceipt) return;
    let alive = true;
    ReceiptTypeApi.getByEntity([entityCode], { ignoreError: true })
      .then((t) => alive && setAnswer({ entityCode, flowId: t.flow_id }))
      .catch(() => alive && setAnswer({ entityCode, flowId: null }));
    return () => {
      alive = false;
    };
  }, [entityCode, isReceipt]);
  if (!isReceipt) return null;
  return answer?.entityCode === entityCode ? answer.flowId : undefined;
}
