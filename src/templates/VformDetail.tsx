import { DetailPage } from './detail/DetailPage';

/** The VformDetail template: the detail core with its class's configuration (detail/detailConfig.ts). */
export default function VformDetail() {
  return <DetailPage detailClass="VformDetail" />;
}
