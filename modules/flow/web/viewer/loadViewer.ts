// bpmn-js, its CSS and the marker CSS, loaded on first use: the viewer's chunk, never the main one.
import type NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';

export type ViewerClass = typeof NavigatedViewer;

let loading: Promise<ViewerClass> | null = null;

export function loadViewer(): Promise<ViewerClass> {
  loading ??= Promise.all([
    import('bpmn-js/lib/NavigatedViewer'),
    import('bpmn-js/dist/assets/diagram-js.css'),
    import('bpmn-js/dist/assets/bpmn-js.css'),
    import('./flow-viewer.css'),
  ]).then(
    ([viewer]) => viewer.default,
    (error: unknown) => {
      // a failed chunk load may succeed on the next mount
      loading = null;
      throw error;
    },
  );
  return loading;
}
