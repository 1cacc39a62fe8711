// The filter bar of a task list as the call's query: every filter goes to the server (the lists
// are paged and filtered in SQL, never filtered here after paging).
import type { Dayjs } from 'dayjs';
import type { FlowQuery, FlowStatus, FlowTaskRow } from '../../../contracts';
import type { Paged } from '../../../../../schemas/rpc/define';
import { FlowTaskApi, quiet } from '../api';
import type { TaskListDeclaration } from './declarations';

export interface FilterValues {
  keyword?: string;
  category?: string;
  status?: FlowStatus;
  range?: [Dayjs | null, Dayjs | null] | null;
}

export type ListFilters = Omit<FlowQuery, 'page' | 'pageSize'>;

/** keyword trimmed, category and status as chosen, the date range as inclusive ISO days; empty ones left out. */
export function toListFilters(values: FilterValues, list: Pick<TaskListDeclaration, 'statusFilter'>): ListFilters {
  const [from, to] = values.range ?? [null, null];
  const out: ListFilters = {};
  const keyword = values.keyword?.trim();
  if (keyword) out.keyword = keyword;
  if (values.category) out.category = values.category;
  if (list.statusFilter && values.status) out.status = values.status;
  if (from) out.beginDate = from.format('YYYY-MM-DD');
  if (to) out.endDate = to.format('YYYY-MM-DD');
  return out;
}

/** The list's call: one per taskType, as the spec names them (flow/table pages taskList 'centerView'). */
export function loadList(list: TaskListDeclaration, query: FlowQuery & { page: number; pageSize: number }): Promise<Paged<FlowTaskRow>> {
  switch (list.taskType) {
    case 'wait':
      return FlowTaskApi.todoList([query], quiet);
    case 'finished':
      return FlowTaskApi.finishedList([query], quiet);
    case 'myPross':
      return FlowTaskApi.myProcess([query], quiet);
    case 'copy':
      return FlowTaskApi.copySendList([query], quiet);
    case 'All':
      return FlowTaskApi.companyProcess([query], quiet);
    default:
      return FlowTaskApi.taskList([list.taskType, query], quiet);
  }
}
