import { Flex, Spin } from 'antd';

export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '40vh' }} role="status" aria-live="polite">
      <Spin size="large" />
      <span className="sf-visually-hidden">{label}</span>
    </Flex>
  );
}
