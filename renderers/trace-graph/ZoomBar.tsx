// The zoom buttons over an X6 graph (交易溯源's trace graph, 数据血缘's lineage graph): zoom in,
// zoom out and fit, in the graph's top right corner, each named for screen readers.
import CompressOutlined from '@ant-design/icons/CompressOutlined';
import ZoomInOutlined from '@ant-design/icons/ZoomInOutlined';
import ZoomOutOutlined from '@ant-design/icons/ZoomOutOutlined';
import { Button, Space, Tooltip } from 'antd';

export interface ZoomBarLabels {
  zoomIn: string;
  zoomOut: string;
  fit: string;
}

export function ZoomBar({ labels, step, onZoom, onFit }: { labels: ZoomBarLabels; step: number; onZoom: (factor: number) => void; onFit: () => void }) {
  return (
    <Space.Compact style={{ position: 'absolute', top: 8, right: 8 }}>
      <Tooltip title={labels.zoomIn}>
        <Button aria-label={labels.zoomIn} icon={<ZoomInOutlined />} onClick={() => onZoom(step)} />
      </Tooltip>
      <Tooltip title={labels.zoomOut}>
        <Button aria-label={labels.zoomOut} icon={<ZoomOutOutlined />} onClick={() => onZoom(-step)} />
      </Tooltip>
      <Tooltip title={labels.fit}>
        <Button aria-label={labels.fit} icon={<CompressOutlined />} onClick={onFit} />
      </Tooltip>
    </Space.Compact>
  );
}
