// A document's 提交 when its receipt type is bound to a flow (the detail template asks the installed
// modules for this, WebModule.documentFlow): the user's one department is used directly, several
// open 部门选择 over the page; then flow.FlowableTask/start.
import { openDialog } from '../../../../src/templates/actions/openDialog';
import type { DocumentFlow } from '../../../../src/templates/detail/documentFlow';
import { FlowTaskApi, quiet } from '../tasks/api';
import { chooseStartDepartment, DepartmentDialog, loadMyDepartments } from './DepartmentDialog';

const documentFlow: DocumentFlow = {
  chooseDepartment: () =>
    chooseStartDepartment(loadMyDepartments, (departments) =>
      openDialog<number[] | null>((close) => <DepartmentDialog open departments={departments} onOk={(ids) => close(ids)} onCancel={() => close(null)} />),
    ),
  start: (input) => FlowTaskApi.start([input], quiet),
};

export default documentFlow;
