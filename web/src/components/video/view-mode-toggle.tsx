import { Segmented } from 'antd';
import type { ViewMode } from './video-summary';

const options = [
  { label: 'Thumbnails', value: 'thumbnail' },
  { label: 'Descriptions', value: 'description' },
] satisfies { label: string; value: ViewMode }[];

export function ViewModeToggle({ value, onChange }: { value: ViewMode; onChange: (mode: ViewMode) => void }) {
  return (
    <Segmented
      aria-label="View mode"
      options={options}
      value={value}
      onChange={(mode) => onChange(mode as ViewMode)}
    />
  );
}
