import { ListPage } from './list/ListPage';

/** The DataList template: the list core with its class's configuration (list/listConfig.ts). */
export default function DataList() {
  return <ListPage listClass="DataList" />;
}
