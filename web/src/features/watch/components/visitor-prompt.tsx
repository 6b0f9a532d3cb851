import { Button, Card, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';

export function VisitorPrompt() {
  const navigate = useNavigate();
  return (
    <Card style={{ marginTop: 24 }}>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        Want to save notes and organize your favorites?
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Timestamped notes and favourite channels are part of Stillframe Pro. Sign up for an account, then
        upgrade whenever you are ready.
      </Typography.Paragraph>
      <Flex gap={12} wrap>
        <Button type="primary" onClick={() => navigate(paths.auth.getHref('register'))}>
          Sign Up
        </Button>
        <Button onClick={() => navigate(paths.subscribe.getHref())}>Learn More</Button>
      </Flex>
    </Card>
  );
}
