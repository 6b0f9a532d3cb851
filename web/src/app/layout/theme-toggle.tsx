import { MoonIcon, SunIcon } from '@/components/ui/shell-icons';
import { ShellHint } from '@/components/ui/shell-hint';
import { useTheme } from '@/lib/theme/theme-context';

export function ThemeToggle() {
  const { mode, toggle } = useTheme();
  const label = mode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    <ShellHint title={label}>
      <button type="button" className="sf-icon-button" aria-label={label} onClick={toggle}>
        {mode === 'dark' ? <SunIcon /> : <MoonIcon />}
      </button>
    </ShellHint>
  );
}
