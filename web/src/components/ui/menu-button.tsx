import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import './menu-button.css';

export type MenuButtonEntry =
  | { key: string; label: ReactNode; icon?: ReactNode; disabled?: boolean }
  | { key: string; type: 'note'; label: ReactNode; icon?: ReactNode }
  | { key: string; type: 'divider' };

export interface MenuTriggerProps {
  ref: Ref<HTMLButtonElement>;
  id: string;
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

interface MenuButtonProps {
  items: MenuButtonEntry[];
  onSelect: (key: string) => void;
  /** The button that opens the menu; it must spread the given props onto a `<button>`. */
  renderTrigger: (props: MenuTriggerProps) => ReactElement;
}

/**
 * A menu button after the WAI-ARIA pattern, so the mouse and the keyboard reach it alike: Enter, Space,
 * ArrowDown or ArrowUp on the button open it; arrows, Home and End move; Escape or Tab close it.
 * Written by hand because antd's Dropdown brings its whole Menu tree into the first page.
 */
export function MenuButton({ items, onSelect, renderTrigger }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef(new Map<string, HTMLButtonElement>());
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first');
  const id = useId();

  const enabledKeys = items.flatMap((item) => ('type' in item || item.disabled ? [] : [item.key]));
  const focusItem = (key: string | undefined) => key && itemRefs.current.get(key)?.focus();

  useEffect(() => {
    if (!open) return;
    focusItem(focusOnOpen === 'first' ? enabledKeys[0] : enabledKeys.at(-1));
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
    // Focus moves once per opening, not on every render of the items.
  }, [open]);

  const openAt = (where: 'first' | 'last') => {
    setFocusOnOpen(where);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const current = enabledKeys.indexOf(
      [...itemRefs.current].find(([, element]) => element === document.activeElement)?.[0] ?? '',
    );
    const move: Record<string, number> = {
      ArrowDown: (current + 1) % enabledKeys.length,
      ArrowUp: (current - 1 + enabledKeys.length) % enabledKeys.length,
      Home: 0,
      End: enabledKeys.length - 1,
    };
    if (event.key in move) {
      event.preventDefault();
      focusItem(enabledKeys[move[event.key] ?? 0]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') setOpen(false);
  };

  const choose = (key: string) => {
    close();
    onSelect(key);
  };

  return (
    <div ref={rootRef} style={{ position: 'relative', display: 'inline-block' }}>
      {renderTrigger({
        ref: triggerRef,
        id: `${id}-button`,
        'aria-haspopup': 'menu',
        'aria-expanded': open,
        'aria-controls': open ? `${id}-menu` : undefined,
        onClick: () => (open ? setOpen(false) : openAt('first')),
        onKeyDown: onTriggerKeyDown,
      })}
      {open ? (
        <ul
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-button`}
          className="sf-menu"
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item) => {
            if ('type' in item && item.type === 'divider')
              return <li key={item.key} role="separator" className="sf-menu-divider" />;
            if ('type' in item)
              return (
                <li key={item.key} role="none" className="sf-menu-note">
                  {item.icon}
                  <span>{item.label}</span>
                </li>
              );
            return (
              <li key={item.key} role="none">
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className="sf-menu-item"
                  aria-disabled={item.disabled || undefined}
                  ref={(element) => {
                    if (element) itemRefs.current.set(item.key, element);
                    else itemRefs.current.delete(item.key);
                  }}
                  onClick={() => (item.disabled ? undefined : choose(item.key))}
                >
                  {item.icon}
                  <span>{item.label}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
