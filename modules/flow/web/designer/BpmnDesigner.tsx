// The BPMN process designer screen: the bpmn-js modeler (loaded
// lazily) with our palette at left, the toolbar above and our antd property panel (400 px) at right.
// Save checks the process (id, name, category) and every user task's name, then hands
// {process, xml, svg} to onSave and, when embedded in a frame, posts it to the parent
// ({type: 'bpmn-save', process, xml, svg}).
import { App, Flex, Modal, Result, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DesignerChoices } from '../../contracts';
import { saveBlob } from '../../../../src/api/upload';
import { NoProcessError } from './layout/errors';
import { newDiagramXml, newProcessId } from './newDiagram';
import { PANEL_WIDTH, PropertyPanel } from './panel/PropertyPanel';
import type { Category } from './panel/ProcessSection';
import { processOf, readProcess } from './properties/general';
import { checkForSave } from './properties/validate';
import { text, useTexts } from './texts';
import { Toolbar, type ToolbarActions } from './Toolbar';
import type { CreateEngine } from './engine/types';
import { loadBpmnEngine, useEngine } from './useEngine';

export const ZOOM_STEP = 0.1;

export interface BpmnSaveOutput {
  process: { id: string; name: string; category: string };
  xml: string;
  svg: string;
}

export interface BpmnDesignerProps {
  /** the diagram to open (none: a new one) */
  xml?: string;
  categories: readonly Category[];
  choices: DesignerChoices;
  onSave(out: BpmnSaveOutput): void | Promise<void>;
  height?: number | string;
  /** where the modeler comes from (default: the bpmn-js chunk; tests give a stand-in) */
  loadEngine?: () => Promise<CreateEngine>;
}

function freshXml(): string {
  const id = newProcessId();
  return newDiagramXml({ id, name: text('newProcessName', { code: id.slice('Process_'.length) }) });
}

const fileBase = (name: string, id: string) => (name || id || 'process').replace(/[\\/:*?"<>|\s]+/g, '_');

export default function BpmnDesigner({ xml, categories, choices, onSave, height = 'calc(100vh - 150px)', loadEngine = loadBpmnEngine }: BpmnDesignerProps) {
  const say = useTexts();
  const { message, modal } = App.useApp();
  // the latest message API, read by `open` without making it change (open re-runs on change)
  const messages = useRef(message);
  messages.current = message;
  const container = useRef<HTMLDivElement>(null);
  const state = useEngine(container, loadEngine);
  const engine = state.engine;
  const [, setVersion] = useState(0);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [shownXml, setShownXml] = useState<string | null>(null);

  useEffect(() => {
    if (!engine) return;
    return engine.subscribe((event) => {
      setVersion((v) => v + 1);
      if (event !== 'selection') setDirty(engine.canUndo() || engine.canRedo());
    });
  }, [engine]);

  const open = useCallback(
    async (source: string) => {
      if (!engine) return;
      try {
        await engine.open(source);
        setDirty(false);
      } catch (error) {
        void messages.current.error(error instanceof NoProcessError ? text('noProcess') : text('openFailed', { reason: error instanceof Error ? error.message : String(error) }));
      }
    },
    [engine],
  );

  useEffect(() => {
    void open(xml ?? freshXml());
  }, [open, xml]);

  const unlessDirty = (then: () => void) => {
    if (!dirty) return then();
    modal.confirm({ title: say('attention'), content: say('discardChanges'), okText: say('ok'), cancelText: say('cancel'), onOk: then });
  };
  const currentProcess = () => {
    const p = processOf(engine?.definitions());
    return p ? readProcess(p) : { id: '', name: '', category: '' };
  };

  const actions: ToolbarActions = {
    openFile: (source) => unlessDirty(() => void open(source)),
    newDiagram: () => unlessDirty(() => void open(freshXml())),
    fit: () => engine?.fit(),
    zoomIn: () => engine?.zoom(ZOOM_STEP),
    zoomOut: () => engine?.zoom(-ZOOM_STEP),
    undo: () => engine?.undo(),
    redo: () => engine?.redo(),
    viewXml: () => void engine?.saveXML().then(setShownXml),
    downloadXml: async () => {
      if (!engine) return;
      try {
        const p = currentProcess();
        saveBlob(new Blob([await engine.saveXML()], { type: 'application/xml' }), `${fileBase(p.name, p.id)}.bpmn`);
      } catch {
        void message.error(say('xmlFailed'));
      }
    },
    downloadSvg: async () => {
      if (!engine) return;
      try {
        const p = currentProcess();
        saveBlob(new Blob([await engine.saveSVG()], { type: 'image/svg+xml' }), `${fileBase(p.name, p.id)}.svg`);
        void message.success(say('svgDownloaded'));
      } catch {
        void message.error(say('svgFailed'));
      }
    },
    save: async () => {
      const definitions = engine?.definitions();
      if (!engine || !definitions) return;
      const problem = checkForSave(definitions);
      if (problem) {
        void message.error(say(problem.message));
        engine.select(problem.elementId);
        return;
      }
      const { id, name, category } = currentProcess();
      const out: BpmnSaveOutput = { process: { id: id.trim(), name: name.trim(), category: category.trim() }, xml: await engine.saveXML(), svg: await engine.saveSVG() };
      if (window.parent !== window) window.parent.postMessage({ type: 'bpmn-save', ...out }, window.location.origin);
      setSaving(true);
      try {
        await onSave(out);
        setDirty(false);
      } catch {
        // the caller said why; the drawing stays as it is
      } finally {
        setSaving(false);
      }
    },
  };

  const ready = state.status === 'ready';
  return (
    <Flex vertical className="bpmn-designer" style={{ height, minHeight: 560, border: '1px solid #f0f0f0', background: '#fff' }} data-testid="bpmn-designer">
      <Toolbar actions={actions} ready={ready} canUndo={!!engine?.canUndo()} canRedo={!!engine?.canRedo()} saving={saving} />
      <Flex style={{ flex: 1, minHeight: 0 }}>
        <div style={{ flex: 1, position: 'relative', minWidth: 0 }}>
          <div ref={container} role="application" aria-label={say('canvas')} data-testid="bpmn-canvas" style={{ position: 'absolute', inset: 0 }} />
          {state.status === 'loading' && (
            <Flex align="center" justify="center" style={{ position: 'absolute', inset: 0 }}>
              <Spin tip={say('loading')}>
                <div style={{ width: 200, height: 80 }} />
              </Spin>
            </Flex>
          )}
          {state.status === 'error' && <Result status="error" title={say('designerFailed')} subTitle={state.error} />}
        </div>
        <div style={{ width: PANEL_WIDTH, flex: 'none', overflow: 'auto', borderLeft: '1px solid #f0f0f0' }} data-testid="bpmn-panel">
          {ready && <PropertyPanel target={engine?.target() ?? null} categories={categories} choices={choices} />}
        </div>
      </Flex>
      <Modal open={shownXml !== null} title="XML" footer={null} width={900} onCancel={() => setShownXml(null)}>
        <pre data-testid="bpmn-xml" style={{ maxHeight: '60vh', overflow: 'auto', fontSize: 12, margin: 0 }}>
          {shownXml}
        </pre>
      </Modal>
    </Flex>
  );
}
