import { Button, Card, Flex } from 'antd';
import { useState, type FormEvent } from 'react';
import { PasswordInput } from '@/components/ui/password-input';
import { getServerMessage } from '@/lib/api-client';
import { useNoteKey } from '@/lib/encryption/note-key-context';
import { useToast } from '@/lib/toast';
import { CurrentPasswordRejectedError, useChangePassword } from '../api/change-password';
import { validatePasswordChange, type PasswordChangeInput } from '../utils/validate-password-change';

const empty: PasswordChangeInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordCard() {
  const [values, setValues] = useState(empty);
  const mutation = useChangePassword();
  const { replacePassword } = useNoteKey();
  const { toast } = useToast();
  const field = (name: keyof PasswordChangeInput) => (value: string) =>
    setValues((v) => ({ ...v, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validatePasswordChange(values);
    if (problem) return toast({ ...problem, variant: 'destructive' });
    mutation.mutate(values, {
      onSuccess: () => {
        replacePassword(values.newPassword);
        setValues(empty);
        toast({
          title: 'Password changed',
          description: 'Your password has been updated.',
          variant: 'success',
        });
      },
      onError: (error) => {
        const description =
          error instanceof CurrentPasswordRejectedError
            ? error.message
            : getServerMessage(error, 'Please try again.');
        toast({ title: 'Failed to change password', description, variant: 'destructive' });
      },
    });
  };

  return (
    <Card title={<h2 className="sf-card-title">Change Password</h2>}>
      <form onSubmit={submit} noValidate>
        <Flex vertical gap={14} style={{ maxWidth: 420 }}>
          <PasswordInput
            id="current-password"
            label="Current Password"
            value={values.currentPassword}
            onValueChange={field('currentPassword')}
            autoComplete="current-password"
          />
          <PasswordInput
            id="new-password"
            label="New Password"
            value={values.newPassword}
            onValueChange={field('newPassword')}
            autoComplete="new-password"
          />
          <PasswordInput
            id="confirm-password"
            label="Confirm New Password"
            value={values.confirmPassword}
            onValueChange={field('confirmPassword')}
            autoComplete="new-password"
          />
          <div>
            <Button type="primary" htmlType="submit" loading={mutation.isPending}>
              {mutation.isPending ? 'Changing Password...' : 'Change Password'}
            </Button>
          </div>
        </Flex>
      </form>
    </Card>
  );
}
