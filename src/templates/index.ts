// The templates' building blocks for hand-written pages (a dedicated receipt detail, a view with
// a Gantt beside the form …): load and move a record, frame it with the standard toolbar and the
// page's declared actions, check function codes — without faking a low-code route.
export { useDetailRecord } from './detail/useDetailRecord';
export { useDetailActions, type DetailActionsInput } from './detail/useDetailActions';
export { detailActions, isEditable, operationOf, type DetailAction, type DetailState } from './detail/detailActions';
export { DetailShell, type DetailShellProps } from './detail/DetailShell';
export { useOperations, functionCodeOf, type Operation } from './shared/functionCodes';
export { ActionButtons } from './actions/ActionButtons';
export { useRunAction } from './actions/useRunAction';
export { registerActions, type ActionContext, type ActionHandler, type ActionLoader } from './actions/registry';
