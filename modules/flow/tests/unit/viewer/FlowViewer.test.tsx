// FlowViewer with bpmn-js's NavigatedViewer replaced by a stand-in: jsdom has no SVG geometry
// (getBBox, getScreenCTM) for bpmn-js to render with. The stand-in parses the XML with bpmn-moddle
// (what bpmn-js itself does) and records what the component asks of the canvas: zoom and markers.
// The real viewer is exercised in Chromium by the flow task screen's e2e.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BpmnModdle } from 'bpmn-moddle';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import FlowViewer, { DONE_MARKER, MIN_ZOOM, nextZoom, TODO_MARKER } from '../../../web/viewer/FlowViewer';
import type { ChartNode } from '../../../web/viewer/highlight';

class FakeCanvas {
  scale = 1;
  fits: unknown[] = [];
  markers = new Map<string, Set<string>>();
  zoom(scale?: number | 'fit-viewport', center?: unknown) {
    if (scale === 'fit-viewport') {
      this.fits.push(center);
      this.scale = 0.8;
    } else if (typeof scale === 'number') this.scale = scale;
    return this.scale;
  }
  addMarker(id: string, marker: string) {
    this.markers.set(marker, new Set([...(this.markers.get(marker) ?? []), id]));
  }
  removeMarker(id: string, marker: string) {
    this.markers.get(marker)?.delete(id);
  }
  marked(marker: string) {
    return [...(this.markers.get(marker) ?? [])].sort();
  }
}

const viewers: FakeViewer[] = [];
class FakeViewer {
  canvas = new FakeCanvas();
  definitions: unknown = null;
  destroyed = false;
  constructor(readonly options: { container: HTMLElement; zoomScroll?: { enabled: boolean } }) {
    viewers.push(this);
  }
  async importXML(xml: string) {
    const { rootElement, warnings } = await new BpmnModdle().fromXML(xml);
    if (!rootElement || warnings.length) throw new Error('unparsable BPMN');
    this.definitions = rootElement;
    return { warnings: [] };
  }
  getDefinitions() {
    return this.definitions;
  }
  get(name: string) {
    if (name !== 'canvas') throw new Error(`no service ${name}`);
    return this.canvas;
  }
  destroy() {
    this.destroyed = true;
  }
}
vi.mock('bpmn-js/lib/NavigatedViewer', () => ({ default: FakeViewer }));

const XML = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" targetNamespace="t">
  <process id="p">
    <startEvent id="start" />
    <sequenceFlow id="f1" sourceRef="start" targetRef="a" />
    <userTask id="a" name="部门审批" />
    <sequenceFlow id="f2" sourceRef="a" targetRef="b" />
    <userTask id="b" name="总经理审批" />
    <sequenceFlow id="f3" sourceRef="b" targetRef="end" />
    <endEvent id="end" />
  </process>
</definitions>`;

const live = () => viewers.filter((v) => !v.destroyed);
const ready = async () => {
  await screen.findByRole('button', { name: /放大/ });
  return live()[0];
};

function renderViewer(xml: string, nodes: ChartNode[]) {
  return render(
    <StrictMode>
      <FlowViewer xml={xml} nodes={nodes} />
    </StrictMode>,
  );
}

beforeEach(() => {
  viewers.length = 0;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('FlowViewer', () => {
  it('keeps one live viewer through StrictMode, in a 30vh box, without wheel zoom; destroyed on unmount', async () => {
    const view = renderViewer(XML, []);
    const viewer = await ready();
    // the first, cancelled mount never created one
    expect(viewers).toHaveLength(1);
    expect(viewer.options.container).toBe(screen.getByRole('group', { name: '流程图' }));
    expect(viewer.options.zoomScroll).toEqual({ enabled: false });
    expect(screen.getByTestId('flow-viewer').style.height).toBe('30vh');
    // fitted and centred once loaded
    expect(viewer.canvas.fits).toEqual(['auto']);
    view.unmount();
    expect(live()).toHaveLength(0);
  });

  it('marks done and to-do steps with the two marker classes', async () => {
    renderViewer(XML, [{ key: 'a', completed: true }, { key: 'b', completed: false }]);
    const { canvas } = await ready();
    await waitFor(() => expect(canvas.marked(DONE_MARKER)).toEqual(['a', 'f1', 'start']));
    expect(canvas.marked(TODO_MARKER)).toEqual(['b', 'f2']);
  });

  it('a new node list replaces the marks, on the same viewer', async () => {
    const view = renderViewer(XML, [{ key: 'a', completed: false }]);
    const viewer = await ready();
    await waitFor(() => expect(viewer.canvas.marked(TODO_MARKER)).toEqual(['a', 'f1']));
    view.rerender(
      <StrictMode>
        <FlowViewer xml={XML} nodes={[{ key: 'a', completed: true }, { key: 'b', completed: true }, { key: 'end', completed: true }]} />
      </StrictMode>,
    );
    await waitFor(() => expect(viewer.canvas.marked(DONE_MARKER)).toEqual(['a', 'b', 'end', 'f1', 'f2', 'f3', 'start']));
    expect(viewer.canvas.marked(TODO_MARKER)).toEqual([]);
    expect(live()).toEqual([viewer]);
  });

  it('another diagram replaces the viewer: the old one is destroyed', async () => {
    const view = renderViewer(XML, [{ key: 'a', completed: true }]);
    const first = await ready();
    view.rerender(
      <StrictMode>
        <FlowViewer xml={XML.replace('部门审批', '主管审批')} nodes={[{ key: 'a', completed: true }]} />
      </StrictMode>,
    );
    await waitFor(() => expect(live()).toHaveLength(1));
    expect(first.destroyed).toBe(true);
    const second = live()[0];
    await waitFor(() => expect(second.canvas.marked(DONE_MARKER)).toEqual(['a', 'f1', 'start']));
  });

  it('放大 and 缩小 step by 0.1, never below 0.2; 适中 fits the viewport', async () => {
    renderViewer(XML, []);
    const { canvas } = await ready();
    expect(canvas.scale).toBe(0.8);
    fireEvent.click(screen.getByRole('button', { name: /放大/ }));
    expect(canvas.scale).toBe(0.9);
    for (let i = 0; i < 10; i++) fireEvent.click(screen.getByRole('button', { name: /缩小/ }));
    expect(canvas.scale).toBe(MIN_ZOOM);
    fireEvent.click(screen.getByRole('button', { name: /适中/ }));
    expect(canvas.fits).toEqual(['auto', 'auto']);
    expect(canvas.scale).toBe(0.8);
  });

  it('nextZoom rounds to tenths and stays within its bounds', () => {
    expect(nextZoom(0.7000000001, 1)).toBe(0.8);
    expect(nextZoom(0.25, -1)).toBe(0.2);
    expect(nextZoom(0.2, -1)).toBe(0.2);
    expect(nextZoom(4, 1)).toBe(4);
  });

  it('without XML shows the empty state and loads nothing', async () => {
    renderViewer('', [{ key: 'a', completed: true }]);
    expect(screen.getByText('暂无流程图')).toBeTruthy();
    await act(async () => {});
    expect(viewers).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /放大/ })).toBeNull();
  });

  it('a diagram that cannot be loaded is only logged: empty state, no error, the viewer destroyed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    renderViewer('<definitions', []);
    expect(await screen.findByText('暂无流程图')).toBeTruthy();
    expect(warn).toHaveBeenCalledWith('[flow-viewer] the diagram could not be loaded', expect.any(Error));
    expect(error).not.toHaveBeenCalled();
    expect(live()).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /放大/ })).toBeNull();
  });
});
