import { Input } from 'antd';
import type { InputProps } from 'antd';

interface PasswordInputProps extends Omit<InputProps, 'type' | 'onChange'> {
  id: string;
  label: string;
  onValueChange: (value: string) => void;
}

/** A labelled password field for dialogs outside an antd Form. */
export function PasswordInput({ id, label, onValueChange, ...rest }: PasswordInputProps) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
      <label htmlFor={id}>{label}</label>
      <Input.Password id={id} onChange={(event) => onValueChange(event.target.value)} {...rest} />
    </div>
  );
}
