import { Button, Form, Input } from 'antd';
import { Limits } from '@stillframe/contracts';
import { getServerMessage } from '@/lib/api-client';
import { useToast } from '@/lib/toast';
import { useRegister } from '../api/register';

interface RegisterValues {
  email: string;
  password: string;
  confirmPassword: string;
}

export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const registerMutation = useRegister();
  const { toast } = useToast();

  const submit = (values: RegisterValues) =>
    registerMutation.mutate(values, {
      onSuccess: () => {
        // Replaces the error toast of an earlier attempt (one toast at a time).
        toast({ title: 'Account created', description: 'Welcome to Stillframe.', variant: 'success' });
        onSuccess();
      },
      onError: (error) =>
        toast({
          title: 'Registration failed',
          description: getServerMessage(error, 'Registration failed'),
          variant: 'destructive',
        }),
    });

  return (
    <Form<RegisterValues> layout="vertical" name="register" onFinish={submit} requiredMark={false}>
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
        extra={`At least ${Limits.minPasswordLength} characters.`}
        rules={[{ required: true, message: 'Please enter a password' }]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="Confirm Password"
        name="confirmPassword"
        dependencies={['password']}
        rules={[
          { required: true, message: 'Please confirm your password' },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              !value || value === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error("Passwords don't match")),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={registerMutation.isPending}>
        {registerMutation.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </Form>
  );
}
