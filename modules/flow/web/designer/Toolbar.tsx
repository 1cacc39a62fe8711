// The designer's toolbar: open a file, new, fit, zoom in/out, undo, redo, view XML,
// download XML and SVG, save. Every button has an icon (antd then keeps two-character labels unspaced).
import CompressOutlined from '@ant-design/icons/CompressOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import FileAddOutlined from '@ant-design/icons/FileAddOutlined';
import FileImageOutlined from '@ant-design/icons/FileImageOutlined';
import FolderOpenOutlined from '@ant-design/icons/FolderOpenOutlined';
import RedoOutlined from '@ant-design/icons/RedoOutlined';
import SaveOutlined from '@ant-design/icons/SaveOutlined';
import UndoOutlined from '@ant-design/icons/UndoOutlined';
import ZoomInOutlined from '@ant-design/icons/ZoomInOutlined';
import ZoomOutOutlined from '@ant-design/icons/ZoomOutOutlined';
import { Button, Divider, Flex } from 'antd';
import { useRef } from 'react';
import { useTexts } from './texts';

export interface ToolbarActions {
  openFile(text: string): void;
  newDiagram(): void;
  fit(): void;
  zoomIn(): void;
  zoomOut(): void;
  undo(): void;
  redo(): void;
  viewXml(): void;
  downloadXml(): void;
  downloadSvg(): void;
  save(): void;
}

export function Toolbar(props: { actions: ToolbarActions; ready: boolean; canUndo: boolean; canRedo: boolean; saving: boolean }) {
  const say = useTexts();
  const file = useRef<HTMLInputElement>(null);
  const { actions: a, ready } = props;
  const pick = async (input: HTMLInputElement) => {
    const chosen = input.files?.[0];
    input.value = '';
    if (chosen) a.openFile(await chosen.text());
  };
  return (
    <Flex wrap gap={6} align="center" role="toolbar" aria-label={say('jobTitle')} style={{ padding: '6px 8px', borderBottom: '1px solid #f0f0f0' }}>
      <input ref={file} type="file" accept=".bpmn,.xml" hidden data-testid="bpmn-file-input" onChange={(e) => void pick(e.currentTarget)} />
      <Button size="small" icon={<FolderOpenOutlined />} disabled={!ready} onClick={() => file.current?.click()}>
        {say('openFile')}
      </Button>
      <Button size="small" icon={<FileAddOutlined />} disabled={!ready} onClick={a.newDiagram}>
        {say('newDiagram')}
      </Button>
      <Divider type="vertical" />
      <Button size="small" icon={<CompressOutlined />} disabled={!ready} onClick={a.fit}>
        {say('fit')}
      </Button>
      <Button size="small" icon={<ZoomInOutlined />} disabled={!ready} onClick={a.zoomIn}>
        {say('zoomIn')}
      </Button>
      <Button size="small" icon={<ZoomOutOutlined />} disabled={!ready} onClick={a.zoomOut}>
        {say('zoomOut')}
      </Button>
      <Button size="small" icon={<UndoOutlined />} disabled={!ready || !props.canUndo} onClick={a.undo}>
        {say('undo')}
      </Button>
      <Button size="small" icon={<RedoOutlined />} disabled={!ready || !props.canRedo} onClick={a.redo}>
        {say('redo')}
      </Button>
      <Divider type="vertical" />
      <Button size="small" icon={<EyeOutlined />} disabled={!ready} onClick={a.viewXml}>
        {say('viewXml')}
      </Button>
      <Button size="small" icon={<DownloadOutlined />} disabled={!ready} onClick={a.downloadXml}>
        {say('downloadXml')}
      </Button>
      <Button size="small" icon={<FileImageOutlined />} disabled={!ready} onClick={a.downloadSvg}>
        {say('downloadSvg')}
      </Button>
      <Button size="small" type="primary" icon={<SaveOutlined />} disabled={!ready} loading={props.saving} onClick={a.save} style={{ marginLeft: 'auto' }}>
        {say('save')}
      </Button>
    </Flex>
  );
}
