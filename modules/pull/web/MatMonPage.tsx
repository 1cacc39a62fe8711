// pull/matMon (物料监控): the declared list over pull.MatMon/page.
import { ServiceListPage } from '../../../src/templates/service-list/ServiceListPage';
import { matMonList } from './matMonList';

export default function MatMonPage() {
  return <ServiceListPage def={matMonList} />;
}
