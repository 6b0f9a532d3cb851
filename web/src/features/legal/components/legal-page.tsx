import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { ScrollArea } from '@/components/ui/scroll-area';

export function LegalPage({
  title,
  updated,
  children,
}: {
  title: string;
  updated: string;
  children: ReactNode;
}) {
  return (
    <div className="sf-page sf-page-narrow">
      <Typography.Title level={1}>{title}</Typography.Title>
      <Typography.Paragraph type="secondary">Last updated {updated}</Typography.Paragraph>
      <Card>
        <ScrollArea label={title}>{children}</ScrollArea>
      </Card>
    </div>
  );
}

export function Section({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {heading}
      </Typography.Title>
      {children}
    </section>
  );
}
