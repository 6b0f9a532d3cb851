import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Hint } from '@/components/ui/hint';
import { useTheme } from '@/lib/theme/theme-context';

export function ThemeToggle() {
  const { mode, toggle } = useTheme();
  const label = mode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    <Hint title={label}>
      <Button
        type="text"
        shape="circle"
        aria-label={label}
        icon={mode === 'dark' ? <SunOutlined aria-hidden /> : <MoonOutlined aria-hidden />}
        onClick={toggle}
      />
    </Hint>
  );
}
