// The full-screen task dialog, titled with the process definition's name: the
// diagram as large as the window allows, with the approval record below it.
import { Modal } from 'antd';
import type { FlowChartData, FlowRecord } from '../../../contracts';
import FlowViewer from '../../viewer/FlowViewer';
import { FlowRecordTable } from '../../components/FlowRecordTable';
import './task-screen.css';

export interface DiagramDialogProps {
  open: boolean;
  title: string;
  chart: FlowChartData;
  record: FlowRecord | null;
  onClose(): void;
}

export function DiagramDialog({ open, title, chart, record, onClose }: DiagramDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      width="100vw"
      style={{ top: 0, maxWidth: '100vw', paddingBottom: 0 }}
      styles={{ content: { minHeight: '100vh', borderRadius: 0 } }}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <div className="flow-task-fullscreen" data-testid="task-fullscreen">
        <FlowViewer xml={chart.xml} nodes={chart.nodes} />
        {record ? (
          <div style={{ marginTop: 16 }}>
            <FlowRecordTable record={record} />
          </div>
        ) : null}
      </div>
    </Modal>
  );
}
