import { EyeInvisibleOutlined, HeartOutlined, LockOutlined, SearchOutlined } from '@ant-design/icons';
import { Card, Col, Row, Typography } from 'antd';

const tiles = [
  {
    icon: SearchOutlined,
    title: 'Advanced Search',
    text: 'Filter by upload date, rating, title, views and duration.',
  },
  { icon: HeartOutlined, title: 'Unlimited Favorites', text: 'Keep every channel you love one click away.' },
  {
    icon: LockOutlined,
    title: 'Encrypted Notes',
    text: 'Timestamped notes, optionally encrypted in your browser.',
  },
  {
    icon: EyeInvisibleOutlined,
    title: 'No Recommendations',
    text: 'No feeds, no autoplay rabbit holes. Just what you chose.',
  },
];

export function FeatureTiles() {
  return (
    <Row gutter={[16, 16]} role="list" style={{ marginBottom: 32 }}>
      {tiles.map(({ icon: Icon, title, text }) => (
        <Col key={title} xs={24} sm={12} lg={6} role="listitem">
          <Card style={{ height: '100%' }}>
            <Icon aria-hidden style={{ fontSize: 28, color: '#1d39c4' }} />
            <Typography.Title level={3} style={{ fontSize: 17, marginTop: 12 }}>
              {title}
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {text}
            </Typography.Paragraph>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
