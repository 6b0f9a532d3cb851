import { HeartOutlined, InboxOutlined, SearchOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

const icons = { heart: HeartOutlined, search: SearchOutlined, default: InboxOutlined } as const;

export interface EmptyStateProps {
  icon?: keyof typeof icons;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}

/** The empty-state card: an icon (heart, search or a default), a title and a description. */
export function EmptyState({ icon = 'default', title, description, action }: EmptyStateProps) {
  const Icon = icons[icon];
  return (
    <Flex vertical align="center" gap={8} style={{ padding: '48px 16px', textAlign: 'center' }}>
      <Icon aria-hidden style={{ fontSize: 40, opacity: 0.45 }} />
      <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
        {title}
      </Typography.Title>
      {description ? (
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {description}
        </Typography.Paragraph>
      ) : null}
      {action}
    </Flex>
  );
}
