// Above the timeline: the unit selector 时/天/周/月, 今天 (only when today is in range),
// undo / redo and the PNG export.
import FileImageOutlined from '@ant-design/icons/FileImageOutlined';
import RedoOutlined from '@ant-design/icons/RedoOutlined';
import UndoOutlined from '@ant-design/icons/UndoOutlined';
import { Button, Segmented, Space, Tooltip } from 'antd';
import { UNITS, type Unit } from './core/constants';
import type { StringKey } from './strings';
import { useTexts } from './texts';

const UNIT_LABEL: Record<Unit, StringKey> = { hour: 'unitHour', day: 'unitDay', week: 'unitWeek', month: 'unitMonth' };

export interface GanttToolbarProps {
  unit: Unit;
  onUnit: (unit: Unit) => void;
  showToday: boolean;
  onToday: () => void;
  readOnly: boolean;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onExport: () => void;
}

export function GanttToolbar(props: GanttToolbarProps) {
  const say = useTexts();
  return (
    <Space style={{ padding: '8px 0' }} wrap>
      <Segmented<Unit> size="small" value={props.unit} onChange={props.onUnit} options={UNITS.map((u) => ({ value: u, label: say(UNIT_LABEL[u]) }))} />
      {props.showToday && (
        <Button size="small" onClick={props.onToday}>
          {say('today')}
        </Button>
      )}
      {!props.readOnly && (
        <>
          <Tooltip title="Ctrl+Z">
            <Button size="small" icon={<UndoOutlined />} disabled={!props.canUndo} onClick={props.onUndo}>
              {say('undo')}
            </Button>
          </Tooltip>
          <Tooltip title="Ctrl+Y">
            <Button size="small" icon={<RedoOutlined />} disabled={!props.canRedo} onClick={props.onRedo}>
              {say('redo')}
            </Button>
          </Tooltip>
        </>
      )}
      <Button size="small" icon={<FileImageOutlined />} onClick={props.onExport}>
        {say('exportPng')}
      </Button>
    </Space>
  );
}
