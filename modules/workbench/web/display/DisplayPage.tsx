// app/Display (大屏展示): with an external URL in the route meta (a menu entry naming an outside
// page), that page in a frame; otherwise the declared dashboards the role may open as big screens —
// pick one or several, rotate them, full screen — or, with none, the product at a glance.
import { usePageRoute } from '../../../../src/app/routes/PageMetaContext';
import { ExternalPage } from './ExternalPage';
import { ScreenRotation } from './ScreenRotation';

export default function DisplayPage() {
  const route = usePageRoute();
  const external = route?.meta.externalUrl;
  return external ? <ExternalPage url={external} title={route.meta.title} /> : <ScreenRotation />;
}
