// Sending a document for approval belongs to the module that runs approval flows: when the
// document's receipt type is bound to a flow (useReceiptFlow), a submit asks the installed module
// that provides `documentFlow` (WebModule) for the department to start from, then starts the flow.
// Loaded at the first such submit (with its module's strings), not with the detail page.
import type { WebModule } from '../../app/modules/defineWebModule';
import { webModules } from '../../app/modules/registry';

export interface DocumentFlowStart {
  procDefId: string;
  entityCode: string;
  receiptId: number;
  receiptCode?: string;
  departmentId?: number;
  /** the list page's url and menu code (the server checks them) */
  pageUrl: string;
  appCode?: string;
}

export interface DocumentFlow {
  /** the department ids the flow starts from: [] none, null the user cancelled */
  chooseDepartment(): Promise<number[] | null>;
  start(input: DocumentFlowStart): Promise<unknown>;
}

export class NoDocumentFlowError extends Error {
  constructor() {
    super('no installed module starts approval flows');
    this.name = 'NoDocumentFlowError';
  }
}

/** The installed modules' document flow (the first that provides one). */
export async function loadDocumentFlow(modules: readonly WebModule[] = webModules()): Promise<DocumentFlow> {
  const provider = modules.find((m) => m.documentFlow)?.documentFlow;
  if (!provider) throw new NoDocumentFlowError();
  return (await provider()).default;
}
