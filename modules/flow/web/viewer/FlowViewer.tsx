// The flow-chart viewer of the flow task screen: the deployed process drawn
// by bpmn-js's NavigatedViewer (drag to pan; wheel zoom off so the page still scrolls over it),
// 30vh high, with 放大 / 缩小 (step 0.1, down to 0.2) and 适中 (fit the viewport), the steps done
// and to-do marked by highlight.ts, and bpmn.io's watermark kept (licence). bpmn-js is imported on
// first use (loadViewer.ts). A diagram that cannot be loaded is only logged: the viewer
// then shows its empty state, as it does without XML. One viewer per mount and XML, destroyed on
// unmount (StrictMode mounts twice: the first, cancelled mount never creates one).
import CompressOutlined from '@ant-design/icons/CompressOutlined';
import ZoomInOutlined from '@ant-design/icons/ZoomInOutlined';
import ZoomOutOutlined from '@ant-design/icons/ZoomOutOutlined';
import { Badge, Button, Empty, Space, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { graphFromDefinitions, type ModdleElementLike } from './graph';
import { highlight, type ChartNode } from './highlight';
import { loadViewer } from './loadViewer';
import { useTexts } from './texts';

export const ZOOM_STEP = 0.1;
export const MIN_ZOOM = 0.2;
export const MAX_ZOOM = 4;
export const DONE_MARKER = 'flow-done';
export const TODO_MARKER = 'flow-todo';
export const VIEWER_HEIGHT = '30vh';

export interface FlowViewerProps {
  /** the deployed process's BPMN XML ('' : nothing to show) */
  xml: string;
  /** the instance's user tasks and end events in the order reached (flow.FlowableTask/getFlowChartData) */
  nodes: readonly ChartNode[];
}

/** What of the viewer this component uses. */
interface CanvasApi {
  zoom(scale?: number | 'fit-viewport', center?: 'auto'): number;
  addMarker(id: string, marker: string): void;
  removeMarker(id: string, marker: string): void;
}
interface ViewerApi {
  importXML(xml: string): Promise<unknown>;
  getDefinitions(): unknown;
  get<T>(name: string): T;
  destroy(): void;
}

type Phase = 'loading' | 'ready' | 'empty';

/** Viewers already destroyed: their canvas is gone, so their marks are not taken off. */
const destroyed = new WeakSet<ViewerApi>();
function destroy(viewer: ViewerApi) {
  destroyed.add(viewer);
  viewer.destroy();
}

/** The next zoom level: one step in or out, rounded to a tenth, never below MIN_ZOOM nor above MAX_ZOOM. */
export function nextZoom(current: number, direction: 1 | -1): number {
  const next = Math.round((current + direction * ZOOM_STEP) * 10) / 10;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, next));
}

export default function FlowViewer({ xml, nodes }: FlowViewerProps) {
  const say = useTexts();
  const containerRef = useRef<HTMLDivElement>(null);
  const [viewer, setViewer] = useState<ViewerApi | null>(null);
  const [phase, setPhase] = useState<Phase>(xml.trim() ? 'loading' : 'empty');

  useEffect(() => {
    const container = containerRef.current;
    if (!container || !xml.trim()) {
      setPhase('empty');
      return;
    }
    let cancelled = false;
    let created: ViewerApi | null = null;
    setPhase('loading');
    loadViewer()
      .then(async (Viewer) => {
        if (cancelled) return;
        created = new Viewer({ container, zoomScroll: { enabled: false } }) as unknown as ViewerApi;
        await created.importXML(xml);
        if (cancelled) return;
        created.get<CanvasApi>('canvas').zoom('fit-viewport', 'auto');
        setViewer(created);
        setPhase('ready');
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        // a diagram that cannot be loaded is only logged
        console.warn('[flow-viewer] the diagram could not be loaded', error);
        if (created) destroy(created);
        created = null;
        setPhase('empty');
      });
    return () => {
      cancelled = true;
      if (created) destroy(created);
      setViewer(null);
    };
  }, [xml]);

  // the marks follow the node list (a new list after each action), on the diagram as loaded; an
  // equal list from a re-render changes nothing
  const nodesKey = JSON.stringify(nodes);
  const entries = useMemo(() => JSON.parse(nodesKey) as ChartNode[], [nodesKey]);
  useEffect(() => {
    if (!viewer) return;
    const canvas = viewer.get<CanvasApi>('canvas');
    const { done, todo } = highlight(graphFromDefinitions(viewer.getDefinitions() as ModdleElementLike), entries);
    for (const id of done) canvas.addMarker(id, DONE_MARKER);
    for (const id of todo) canvas.addMarker(id, TODO_MARKER);
    return () => {
      if (destroyed.has(viewer)) return;
      for (const id of done) canvas.removeMarker(id, DONE_MARKER);
      for (const id of todo) canvas.removeMarker(id, TODO_MARKER);
    };
  }, [viewer, entries]);

  const canvas = () => viewer?.get<CanvasApi>('canvas');
  const zoomBy = (direction: 1 | -1) => {
    const c = canvas();
    if (c) c.zoom(nextZoom(c.zoom(), direction));
  };
  const fit = () => canvas()?.zoom('fit-viewport', 'auto');

  return (
    <div className="flow-viewer" data-testid="flow-viewer" style={{ position: 'relative', height: VIEWER_HEIGHT, border: '1px solid #f0f0f0', borderRadius: 6, background: '#fff' }}>
      {/* biome-ignore lint/a11y/useSemanticElements: the diagram library draws into this box; a fieldset would announce a set of form controls */}
      <div ref={containerRef} role="group" aria-label={say('diagram')} style={{ position: 'absolute', inset: 0, visibility: phase === 'ready' ? 'visible' : 'hidden' }} />
      {phase === 'loading' && <Spin style={{ position: 'absolute', top: '50%', left: '50%', transform: 'translate(-50%, -50%)' }} />}
      {phase === 'empty' && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={say('empty')} style={{ position: 'absolute', inset: 0, margin: 0, paddingTop: 24 }} />}
      {phase === 'ready' && (
        <>
          <Space size="middle" style={{ position: 'absolute', top: 8, left: 12, fontSize: 12 }}>
            <Badge color="#52c41a" text={say('done')} />
            <Badge color="#fa8c16" text={say('todo')} />
          </Space>
          <Space.Compact style={{ position: 'absolute', top: 8, right: 8 }}>
            <Button size="small" icon={<ZoomInOutlined />} onClick={() => zoomBy(1)}>
              {say('zoomIn')}
            </Button>
            <Button size="small" icon={<ZoomOutOutlined />} onClick={() => zoomBy(-1)}>
              {say('zoomOut')}
            </Button>
            <Button size="small" icon={<CompressOutlined />} onClick={fit}>
              {say('fit')}
            </Button>
          </Space.Compact>
        </>
      )}
    </div>
  );
}
