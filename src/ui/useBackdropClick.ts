import { useRef, type MouseEvent } from 'react';

/** A pointer event on a modal dialog's backdrop: on the dialog itself (the backdrop's events are its own), outside its box. */
function isBeside(event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}

/**
 * The handlers of a modal `<dialog>` that closes on a click on the dimmed page beside it, pressed there too: a text
 * selection dragged out of the dialog, or into it, does not close it. A pointer's extra: the keyboard has Esc.
 */
export function useBackdropClick(onBackdropClick: () => void) {
  const pressedBeside = useRef(false);
  return {
    onMouseDown: (event: MouseEvent<HTMLDialogElement>) => {
      pressedBeside.current = isBeside(event);
    },
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (pressedBeside.current && isBeside(event)) onBackdropClick();
    },
  };
}
