import { LockOutlined } from '@ant-design/icons';
import { Alert, Flex, Switch } from 'antd';
import { useId } from 'react';

interface EncryptSwitchProps {
  checked: boolean;
  supported: boolean;
  onChange: (checked: boolean) => void;
}

export function EncryptSwitch({ checked, supported, onChange }: EncryptSwitchProps) {
  const id = useId();
  if (!supported) {
    return (
      <Alert
        type="warning"
        showIcon
        title="Encryption Not Available"
        description="This browser cannot encrypt notes (secure encryption needs an https connection). The note will be saved unencrypted."
      />
    );
  }
  return (
    <Flex align="center" gap={10}>
      <Switch id={id} checked={checked} onChange={onChange} />
      <label htmlFor={id}>
        <LockOutlined aria-hidden /> Encrypt note
      </label>
    </Flex>
  );
}
