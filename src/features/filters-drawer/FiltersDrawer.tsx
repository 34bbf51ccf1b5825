import { useId, useLayoutEffect, useRef, type RefObject } from 'react';

import { AppButton, AppIconButton } from '../../ui/buttons';
import { useI18n } from '../../i18n/useI18n';
import { FacetPanel } from '../facets';
import { useSearchIntents, useSearchSelector } from '../../bindings/searchDriver';
import { useShownResults } from '../../bindings/useSearchResults';
import { CloseIcon } from '../../ui/icons';
import { useBackdropClick } from '../../ui/useBackdropClick';
import { cx } from '../../ui/styles/cx';
import sheet from '../../ui/sheet.module.css';
import styles from './FiltersDrawer.module.css';

export interface FiltersDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Focus goes back here when the drawer has closed (the browser restores it too; this covers a trigger that was
   *  never focused, as a tapped button in Safari). */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The facets in a modal drawer for small screens: a heading, a named close button, the facet panel, and a sticky
 * "Show N results" button that applies pending clicks and closes. A native modal `<dialog>`: the page behind is
 * inert (focus and screen readers stay inside), Esc closes it, and it needs no UI library. The facets are
 * rendered only while it is open, so a closed drawer costs no render per answer.
 */
export default function FiltersDrawer({ open, onClose, returnFocusTo }: FiltersDrawerProps) {
  const { m, f } = useI18n();
  const { flush } = useSearchIntents();
  const { data } = useShownResults(useSearchSelector((s) => s.committed));
  const titleId = `filters-drawer-title-${useId()}`;
  const dialog = useRef<HTMLDialogElement>(null);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  // Esc, the close button, "Show N results" and the backdrop all end here, as the dialog's `close` event.
  const closed = () => {
    onClose();
    const focused = document.activeElement;
    if (focused === null || focused === document.body || dialog.current?.contains(focused))
      returnFocusTo.current?.focus();
  };
  const backdrop = useBackdropClick(() => dialog.current?.close());

  return (
    // A click beside the dialog is a pointer's extra: the keyboard has Esc and the close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className={cx(sheet.sheet, styles.drawer)}
      aria-labelledby={titleId}
      onClose={closed}
      onMouseDown={backdrop.onMouseDown}
      onClick={backdrop.onClick}
    >
      {open ? (
        <>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {m.drawer.title}
            </h2>
            <AppIconButton aria-label={m.drawer.close} onClick={() => dialog.current?.close()}>
              <CloseIcon />
            </AppIconButton>
          </div>
          <div className={styles.body}>
            <FacetPanel hideHeading />
          </div>
          <div className={styles.footer}>
            <AppButton
              variant="contained"
              fullWidth
              onClick={() => {
                flush();
                dialog.current?.close();
              }}
            >
              {data ? m.drawer.showResults(data.page.totalElements, f) : m.drawer.close}
            </AppButton>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
