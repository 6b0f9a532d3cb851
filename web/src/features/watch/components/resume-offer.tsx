import { Button, Flex, Typography } from 'antd';
import { formatPlaybackTime } from '@/lib/format/duration';

interface ResumeOfferProps {
  seconds: number;
  onResume: () => void;
  onStartOver: () => void;
}

/** "Resume at 12:34", offered rather than jumped to. */
export function ResumeOffer({ seconds, onResume, onStartOver }: ResumeOfferProps) {
  const time = formatPlaybackTime(seconds);
  return (
    <Flex
      className="sf-resume-offer"
      role="region"
      aria-label="Pick up where you left off"
      align="center"
      gap={8}
      wrap
    >
      <Typography.Text>You stopped at {time}.</Typography.Text>
      <Button type="primary" size="small" onClick={onResume}>
        Resume at {time}
      </Button>
      <Button size="small" onClick={onStartOver}>
        Start over
      </Button>
    </Flex>
  );
}
