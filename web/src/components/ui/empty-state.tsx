import type { ReactNode } from 'react';
import { HeartIcon, InboxIcon, SearchIcon } from './icons';

const icons = { heart: HeartIcon, search: SearchIcon, default: InboxIcon } as const;

export interface EmptyStateProps {
  icon?: keyof typeof icons;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}

/** The empty-state card: an icon (heart, search or a default), a title and a description. Plain elements, so light screens can show it. */
export function EmptyState({ icon = 'default', title, description, action }: EmptyStateProps) {
  const Icon = icons[icon];
  return (
    <div className="sf-empty-state">
      <span className="sf-empty-state-icon">
        <Icon />
      </span>
      <h2 className="sf-empty-state-title">{title}</h2>
      {description ? <p className="sf-secondary sf-empty-state-text">{description}</p> : null}
      {action}
    </div>
  );
}
