import { useId } from 'react';
import { viewModeLabels } from './filter-labels';
import type { ViewMode } from './video-summary';
import './video.css';

const modes: ViewMode[] = ['thumbnail', 'description'];

/** Two radio buttons drawn as antd's Segmented (styles.css): arrow keys move between them natively. */
export function ViewModeToggle({ value, onChange }: { value: ViewMode; onChange: (mode: ViewMode) => void }) {
  const name = useId();
  return (
    <div className="sf-segmented" role="radiogroup" aria-label="View mode">
      {modes.map((mode) => (
        <label key={mode} className={`sf-segmented-item${mode === value ? ' is-selected' : ''}`}>
          <input
            type="radio"
            className="sf-segmented-input"
            name={name}
            value={mode}
            checked={mode === value}
            onChange={() => onChange(mode)}
          />
          {viewModeLabels[mode]}
        </label>
      ))}
    </div>
  );
}
