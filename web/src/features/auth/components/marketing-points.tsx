import { CheckCircleOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';

const points = [
  'Basic video search',
  'Save favourite channels',
  'No algorithmic recommendations',
  'Take notes on videos',
];

export function MarketingPoints() {
  return (
    <ul aria-label="What you get" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {points.map((point) => (
        <li key={point} style={{ marginBottom: 10 }}>
          <Flex gap={10} align="center">
            <CheckCircleOutlined aria-hidden style={{ color: '#52c41a' }} />
            <Typography.Text>{point}</Typography.Text>
          </Flex>
        </li>
      ))}
    </ul>
  );
}
