import { Button, Flex, Modal, Typography } from 'antd';
import { useState, type FormEvent } from 'react';
import { PasswordInput } from '@/components/ui/password-input';
import { getServerMessage } from '@/lib/api-client';
import { useToast } from '@/lib/toast';
import { useDeleteAccount } from '../api/delete-account';

export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const { toast } = useToast();
  const mutation = useDeleteAccount(() => {
    toast({
      title: 'Account deleted',
      description: 'Your account and personal data are being removed.',
      variant: 'success',
    });
    onClose();
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      toast({
        title: 'Password required',
        description: 'Please enter your password to confirm account deletion.',
        variant: 'destructive',
      });
      return;
    }
    mutation.mutate(password, {
      onError: (error) => {
        setPassword('');
        toast({
          title: 'Failed to delete account',
          description: getServerMessage(error, 'Please try again.'),
          variant: 'destructive',
        });
      },
    });
  };

  const close = () => {
    setPassword('');
    onClose();
  };

  return (
    <Modal open={open} title="Delete Account" onCancel={close} footer={null} destroyOnHidden>
      <form onSubmit={submit}>
        <Typography.Paragraph>
          This permanently deletes your account, favourites and notes, and cancels an active subscription.
          Personal data is removed within 30 days. This cannot be undone.
        </Typography.Paragraph>
        <PasswordInput
          id="delete-account-password"
          label="Password"
          value={password}
          onValueChange={setPassword}
          autoComplete="current-password"
          autoFocus
        />
        <Flex justify="end" gap={8} style={{ marginTop: 20 }}>
          <Button onClick={close}>Cancel</Button>
          <Button danger type="primary" htmlType="submit" disabled={!password} loading={mutation.isPending}>
            Delete Account
          </Button>
        </Flex>
      </form>
    </Modal>
  );
}
