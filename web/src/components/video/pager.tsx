import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';

interface PagerProps {
  page: number;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

export function Pager({ page, canPrevious, canNext, onPrevious, onNext }: PagerProps) {
  return (
    <Flex
      justify="center"
      align="center"
      gap={16}
      style={{ marginTop: 24 }}
      role="navigation"
      aria-label="Pagination"
    >
      <Button icon={<LeftOutlined aria-hidden />} disabled={!canPrevious} onClick={onPrevious}>
        Previous
      </Button>
      <Typography.Text aria-live="polite">Page {page}</Typography.Text>
      <Button disabled={!canNext} onClick={onNext}>
        Next <RightOutlined aria-hidden />
      </Button>
    </Flex>
  );
}
