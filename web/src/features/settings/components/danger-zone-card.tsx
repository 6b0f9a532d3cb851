import { Button, Card, Typography } from 'antd';
import { useState } from 'react';
import { DeleteAccountDialog } from './delete-account-dialog';

export function DangerZoneCard() {
  const [open, setOpen] = useState(false);
  return (
    <Card title={<h2 className="sf-card-title">Danger Zone</h2>} style={{ borderColor: '#ff4d4f' }}>
      <Typography.Paragraph type="secondary">Delete your account and all of its data.</Typography.Paragraph>
      <Button danger onClick={() => setOpen(true)}>
        Delete Account
      </Button>
      <DeleteAccountDialog open={open} onClose={() => setOpen(false)} />
    </Card>
  );
}
