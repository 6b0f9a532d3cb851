import { Card, Skeleton } from 'antd';

export function VideoCardSkeleton() {
  return (
    <Card
      cover={<div className="sf-thumb" style={{ background: 'rgba(127,127,127,0.2)' }} />}
      styles={{ body: { padding: 14 } }}
    >
      <Skeleton active title paragraph={{ rows: 2 }} />
    </Card>
  );
}
