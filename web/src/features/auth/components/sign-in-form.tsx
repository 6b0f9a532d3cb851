import { Button, Form, Input } from 'antd';
import { getServerMessage } from '@/lib/api-client';
import { useToast } from '@/lib/toast';
import { useLogin } from '../api/login';

interface SignInValues {
  email: string;
  password: string;
}

export function SignInForm({ onSuccess }: { onSuccess: () => void }) {
  const loginMutation = useLogin();
  const { toast, dismiss } = useToast();

  const submit = (values: SignInValues) =>
    loginMutation.mutate(values, {
      onSuccess: () => {
        // An error toast from an earlier attempt must not outlive the success.
        dismiss();
        onSuccess();
      },
      onError: (error) =>
        toast({
          title: 'Login failed',
          description: getServerMessage(error, 'Login failed'),
          variant: 'destructive',
        }),
    });

  return (
    <Form<SignInValues> layout="vertical" name="sign-in" onFinish={submit} requiredMark={false}>
      <Form.Item
        label="Email"
        name="email"
        rules={[{ required: true, whitespace: true, message: 'Please enter your email' }]}
      >
        <Input type="email" autoComplete="email" inputMode="email" />
      </Form.Item>
      <Form.Item
        label="Password"
        name="password"
        rules={[{ required: true, message: 'Please enter your password' }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={loginMutation.isPending}>
        {loginMutation.isPending ? 'Signing In...' : 'Sign In'}
      </Button>
    </Form>
  );
}
