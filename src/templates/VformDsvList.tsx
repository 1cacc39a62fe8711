import { ListPage } from './list/ListPage';

/** The VformDsvList template: the list core with its class's configuration (list/listConfig.ts). */
export default function VformDsvList() {
  return <ListPage listClass="VformDsvList" />;
}
