import { ListPage } from './list/ListPage';

/** The EntityDataList template: the list core with its class's configuration (list/listConfig.ts). */
export default function EntityDataList() {
  return <ListPage listClass="EntityDataList" />;
}
