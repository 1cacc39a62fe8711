import { DetailPage } from './detail/DetailPage';

/** The DataDetail template: the detail core with its class's configuration (detail/detailConfig.ts). */
export default function DataDetail() {
  return <DetailPage detailClass="DataDetail" />;
}
