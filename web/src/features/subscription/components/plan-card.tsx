import { CheckOutlined } from '@ant-design/icons';
import { Card, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Pricing } from '@stillframe/contracts';

interface PlanCardProps {
  name: string;
  price: string;
  features: readonly string[];
  action: ReactNode;
}

export function PlanCard({ name, price, features, action }: PlanCardProps) {
  return (
    <Card style={{ maxWidth: 440, margin: '0 auto' }}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>
          {name}
        </Typography.Title>
        <Tag color="#1d39c4">Monthly</Tag>
      </Flex>
      <p style={{ margin: '12px 0 4px' }}>
        <span style={{ fontSize: 36, fontWeight: 700 }}>${price}</span>
        <span style={{ opacity: 0.7 }}>/month</span>
      </p>
      <Typography.Paragraph type="secondary">
        {Pricing.moneyBackDays}-day money-back guarantee. Cancel anytime.
      </Typography.Paragraph>
      <ul style={{ listStyle: 'none', padding: 0, margin: '0 0 20px' }}>
        {features.map((feature) => (
          <li key={feature} style={{ marginBottom: 8 }}>
            <CheckOutlined aria-hidden style={{ color: '#52c41a', marginRight: 8 }} />
            {feature}
          </li>
        ))}
      </ul>
      {action}
    </Card>
  );
}
