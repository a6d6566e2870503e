import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cx } from '../../lib/class-names.ts';

/** Typed letters are matched for one second, then the search starts over. */
const TYPEAHEAD_RESET_MS = 1000;

export type MenuItem = { kind: 'link'; label: string; to: string; icon?: ReactNode; badge?: ReactNode } | { kind: 'action'; label: string; onSelect: () => void; icon?: ReactNode; disabled?: boolean };

export interface DropdownMenuProps {
  /** The trigger's accessible name, e.g. "Open user menu". */
  label: string;
  trigger: ReactNode;
  header?: ReactNode;
  items: MenuItem[];
}

/**
 * A menu button (WAI-ARIA pattern): Enter, Space or ArrowDown opens it on the first item,
 * ArrowUp on the last; arrows, Home and End move; letters jump; Escape and Tab close it.
 */
export function DropdownMenu({ label, trigger, header, items }: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const menuId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLElement | null>>([]);
  const typeahead = useRef({ text: '', timer: 0 as ReturnType<typeof setTimeout> | 0 });
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function openAt(index: number) {
    setActive(index);
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }

  function onTriggerKeyDown(event: React.KeyboardEvent) {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    }
  }

  function onMenuKeyDown(event: React.KeyboardEvent) {
    const last = items.length - 1;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => (index >= last ? 0 : index + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (index <= 0 ? last : index - 1));
    } else if (event.key === 'Home') {
      event.preventDefault();
      setActive(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      setActive(last);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (event.key.length === 1 && /\S/.test(event.key)) {
      const state = typeahead.current;
      if (state.timer) clearTimeout(state.timer);
      state.text += event.key.toLowerCase();
      state.timer = setTimeout(() => {
        state.text = '';
      }, TYPEAHEAD_RESET_MS);
      const match = items.findIndex((item) => item.label.toLowerCase().startsWith(state.text));
      if (match >= 0) setActive(match);
    }
  }

  const itemClass =
    'flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm text-foreground hover:bg-muted focus:bg-muted focus:outline-none focus-visible:outline-2 focus-visible:outline-ring';

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onTriggerKeyDown}
        className="rounded-full focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {trigger}
      </button>
      {open ? (
        <div id={menuId} role="menu" aria-label={label} onKeyDown={onMenuKeyDown} className="absolute right-0 z-40 mt-2 w-60 rounded-card border border-border bg-card p-1.5 shadow-xl">
          {header ? <div className="border-b border-border px-3 pt-2 pb-3">{header}</div> : null}
          {items.map((item, index) =>
            item.kind === 'link' ? (
              <Link
                key={item.label}
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                role="menuitem"
                tabIndex={index === active ? 0 : -1}
                to={item.to}
                onClick={() => close(false)}
                className={itemClass}
              >
                {item.icon}
                {item.label}
                {item.badge}
              </Link>
            ) : (
              <button
                key={item.label}
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitem"
                tabIndex={index === active ? 0 : -1}
                disabled={item.disabled}
                onClick={() => {
                  close(true);
                  item.onSelect();
                }}
                className={cx(itemClass, 'disabled:opacity-60')}
              >
                {item.icon}
                {item.label}
              </button>
            ),
          )}
        </div>
      ) : null}
    </div>
  );
}
