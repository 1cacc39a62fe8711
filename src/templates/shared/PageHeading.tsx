// The heading row of a page card: its title on the left, its tools (search, buttons, switches) on
// the right, wrapping under the title on a narrow screen.
import { Space, Typography } from 'antd';
import type { ReactNode } from 'react';

export function PageHeading({ title, marginBottom = 12, children }: { title: ReactNode; marginBottom?: number; children?: ReactNode }) {
  return (
    <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom }} wrap>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </Space>
  );
}
