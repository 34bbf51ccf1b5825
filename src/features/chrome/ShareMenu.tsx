import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

import { AppButton } from '../../ui/buttons';
import { ExpandMoreIcon } from '../../ui/icons';
import { menuMove } from './menuKeys';
import styles from './ShareBar.module.css';

export interface MenuItem {
  readonly label: string;
  readonly onSelect: () => void;
}

/**
 * A menu button (WAI-ARIA pattern): Enter, Space or an arrow opens it with focus on an item; arrows, Home and End
 * move; Escape closes it back to the button; Tab or a click elsewhere closes it. Plain elements, no UI library.
 */
export function ShareMenu({ label, items }: { label: string; items: readonly MenuItem[] }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  // Which item takes focus when the menu opens (the last one, opened by ArrowUp).
  const [start, setStart] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[start]?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target;
      if (target instanceof Node && !menu.current?.contains(target) && !button.current?.contains(target))
        setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, start]);

  const openAt = (index: number) => {
    setStart(index);
    setOpen(true);
  };
  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openAt(event.key === 'ArrowUp' ? items.length - 1 : 0);
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const menuItems = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const current = menuItems.findIndex((item) => item === document.activeElement);
    const move = menuMove(event.key, current, menuItems.length);
    if (move === null) return;
    if (move.kind === 'focus') {
      event.preventDefault();
      menuItems[move.index]?.focus();
      return;
    }
    // Escape goes back to the button; Tab goes on from it, as the browser would.
    if (event.key === 'Escape') {
      event.preventDefault();
      button.current?.focus();
    }
    setOpen(false);
  };
  const choose = (item: MenuItem) => {
    setOpen(false);
    // The dialog opened gives focus back to the button when it closes (MUI returns it to the last focus).
    button.current?.focus();
    item.onSelect();
  };

  return (
    <div className={styles.menuAnchor}>
      <AppButton
        ref={button}
        id={`${id}-button`}
        variant="outlined"
        size="small"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => (open ? setOpen(false) : openAt(0))}
        onKeyDown={onButtonKey}
      >
        {label}
        <ExpandMoreIcon fontSize="small" />
      </AppButton>
      {open ? (
        <ul
          ref={menu}
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-button`}
          className={styles.menu}
          onKeyDown={onMenuKey}
        >
          {items.map((item) => (
            <li key={item.label} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={styles.item}
                onClick={() => choose(item)}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
