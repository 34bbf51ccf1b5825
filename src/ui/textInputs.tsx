import type { ComponentProps } from 'react';

import styles from './textInputs.module.css';
import { cx } from './styles/cx';

/** A visible field label, above its field (named by `htmlFor`). */
export function FieldLabel({
  htmlFor,
  className,
  children,
  ...rest
}: ComponentProps<'label'> & { htmlFor: string }) {
  return (
    <label htmlFor={htmlFor} className={cx(styles.label, className)} {...rest}>
      {children}
    </label>
  );
}

/** A bordered text field on its own (the facet value filters). */
export function TextInput({ className, ...rest }: ComponentProps<'input'>) {
  return <input className={cx(styles.input, className)} {...rest} />;
}

/** A select that looks like a `TextInput`. */
export function TextSelect({ className, ...rest }: ComponentProps<'select'>) {
  return <select className={cx(styles.input, className)} {...rest} />;
}

/** The border around a text field with buttons inside it (the search field). */
export function InputFrame({ className, ...rest }: ComponentProps<'div'>) {
  return <div className={cx(styles.frame, className)} {...rest} />;
}

/** The text field inside an `InputFrame`. */
export function FrameInput({ className, ...rest }: ComponentProps<'input'>) {
  return <input className={cx(styles.frameInput, className)} {...rest} />;
}
