// What the task screen shows, loaded together: the flow (flow.FlowableTask/detail: instance, the
// caller's next task, the approval record, the variables) and its diagram (getFlowChartData) — or
// on init the definition to start (flow.FlowableDef/readXml) — the document it runs for, the
// document's receipt type code (its dedicated view) and whether the caller may save it while
// approving (the server's answer: FlowCompleteEditAllow, or a reviewer its type names — gsReviewer).
import { useCallback, useEffect, useState } from 'react';
import type { FlowChartData, FlowDetail } from '../../../contracts';
import type { RecordValue } from '../../../../../schemas/rpc/datax';
import { errorMessage } from '../../../../../src/api/errors';
import { MetaDynamicApi, ReceiptTypeApi } from '../../../../../src/api/services';
import { FlowDefApi, FlowTaskApi } from '../api';
import type { TaskQuery } from '../shared/taskQuery';

const calm = { ignoreError: true, cancelPrevious: false } as const;

export interface TaskScreenData {
  /** the flow (null on init: nothing started yet) */
  detail: FlowDetail | null;
  chart: FlowChartData;
  /** the process definition's name (the full-screen dialog's title) */
  processName: string;
  /** the entity of the document, or of the form a form flow shows */
  entityCode: string | null;
  /** the document the flow runs for (null: a form flow) */
  record: RecordValue | null;
  receiptTypeCode: string | null;
  /** values of a form flow's form (its variables), or the start form's defaults */
  formValues: Record<string, unknown>;
  editAllowed: boolean;
}

export type Loaded = { status: 'loading' } | { status: 'error'; error: string } | { status: 'ok'; data: TaskScreenData };

/** flowable:formKey of the start event: the entity whose generated form a form flow starts with. */
export function startFormKey(xml: string): string | null {
  const start = /<(?:\w+:)?startEvent\b[^>]*>/.exec(xml)?.[0] ?? '';
  return /\bflowable:formKey="([^"]+)"/.exec(start)?.[1] ?? null;
}

async function receiptTypeOf(entityCode: string): Promise<string | null> {
  try {
    return (await ReceiptTypeApi.getByEntity([entityCode], calm)).receipt_type_code;
  } catch {
    return null;
  }
}

export async function loadTaskScreen(q: TaskQuery): Promise<TaskScreenData> {
  let detail: FlowDetail | null = null;
  let chart: FlowChartData;
  let processName: string;
  let entityCode: string | null;
  let receiptId: number | null;
  let formValues: Record<string, unknown> = {};
  if (q.init) {
    const def = await FlowDefApi.readXml([{ deployId: q.procDefId ?? q.deployId ?? '' }], calm);
    chart = { xml: def.xml, nodes: [] };
    processName = def.name;
    entityCode = q.entityCode ?? startFormKey(def.xml);
    receiptId = q.entityCode ? q.receiptId : null;
  } else {
    detail = await FlowTaskApi.detail([{ ...(q.procInsId ? { procInsId: q.procInsId } : {}), ...(q.taskId ? { taskId: q.taskId } : {}) }], calm);
    chart = await FlowTaskApi.getFlowChartData([{ procInsId: detail.instance.instanceId }], calm);
    processName = detail.instance.procDefName;
    entityCode = detail.instance.entityCode ?? detail.record.formData?.formConfig.code ?? null;
    receiptId = detail.instance.receiptId;
    if (!receiptId) formValues = detail.variables;
  }
  const record = entityCode && receiptId ? await MetaDynamicApi.getValue([entityCode, receiptId], calm) : null;
  const receiptTypeCode = q.receiptTypeCode ?? (record && entityCode ? await receiptTypeOf(entityCode) : null);
  // the server says whether the caller may save while approving (FlowCompleteEditAllow, or a reviewer the receipt type names)
  const editAllowed = record?.status_dict?.dict === 'Ongoing' && !!detail?.editAllowed;
  return { detail, chart, processName, entityCode, record, receiptTypeCode, formValues, editAllowed };
}

export function useTaskScreen(q: TaskQuery): Loaded & { reload: () => void } {
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  const [nonce, setNonce] = useState(0);
  const key = JSON.stringify(q);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the query serialised (an equal query does not load again) and `nonce` asks for a reload
  useEffect(() => {
    let live = true;
    loadTaskScreen(q).then(
      (data) => live && setState({ status: 'ok', data }),
      (error: unknown) => live && setState({ status: 'error', error: errorMessage(error, 'error') }),
    );
    return () => {
      live = false;
    };
  }, [key, nonce]);
  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { ...state, reload };
}
