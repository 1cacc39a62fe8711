// The designer pages' two panes: a tree with its toolbar (adds, reload) on the left, the picked
// node's card on the right; one above the other on a narrow screen.
import { Card, Col, Row, Space } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

interface Props {
  treeTitle: ReactNode;
  /** the toolbar's buttons */
  tools: ReactNode;
  tree: ReactNode;
  /** the tree card's body (a scrolling height …) */
  treeBodyStyle?: CSSProperties;
  detailTitle: ReactNode;
  detailExtra?: ReactNode;
  detail: ReactNode;
  testId?: string;
}

export function TreeAndDetail({ treeTitle, tools, tree, treeBodyStyle, detailTitle, detailExtra, detail, testId }: Props) {
  return (
    <Row gutter={16} data-testid={testId}>
      <Col xs={24} lg={10}>
        <Card
          size="small"
          title={treeTitle}
          extra={
            <Space size={4} wrap>
              {tools}
            </Space>
          }
          styles={treeBodyStyle ? { body: treeBodyStyle } : undefined}
        >
          {tree}
        </Card>
      </Col>
      <Col xs={24} lg={14}>
        <Card size="small" title={detailTitle} extra={detailExtra}>
          {detail}
        </Card>
      </Col>
    </Row>
  );
}
