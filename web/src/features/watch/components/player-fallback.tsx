import { PlayCircleOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';

export function PlayerFallback({ videoId }: { videoId: string }) {
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={12}
      style={{ position: 'absolute', inset: 0, color: '#fff', padding: 16, textAlign: 'center' }}
    >
      <PlayCircleOutlined aria-hidden style={{ fontSize: 48 }} />
      <Typography.Text style={{ color: '#fff' }}>The video player could not be loaded.</Typography.Text>
      <Button
        type="primary"
        href={`https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        Watch on YouTube
      </Button>
    </Flex>
  );
}
