import { ListPage } from './list/ListPage';

/** The VformList template: the list core with its class's configuration (list/listConfig.ts). */
export default function VformList() {
  return <ListPage listClass="VformList" />;
}
