/**
 * Native buttons that look like MUI's. MUI's Button, IconButton and Chip bring ButtonBase, its ripple and
 * transition machinery and MUI's styling runtime to the first page, for what a `<button>` with a class does. Focus
 * shows through the global `:focus-visible` ring (styles/global.css).
 */
import type { ComponentProps, ReactNode } from 'react';

import styles from './buttons.module.css';
import { cx } from './styles/cx';

export type ButtonVariant = 'text' | 'outlined' | 'contained';
export type ButtonSize = 'small' | 'medium';

export interface AppButtonProps extends Omit<ComponentProps<'button'>, 'color'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** `inherit` takes the surrounding text colour (inside a notice). */
  color?: 'primary' | 'inherit';
  fullWidth?: boolean;
  startIcon?: ReactNode;
}

/** A button that looks like MUI's (text, outlined or contained); `type="button"` unless told otherwise. */
export function AppButton({
  variant = 'text',
  size = 'medium',
  color = 'primary',
  fullWidth = false,
  startIcon,
  type = 'button',
  className,
  children,
  ...rest
}: AppButtonProps) {
  return (
    <button
      type={type}
      className={cx(
        styles.button,
        color === 'inherit' && styles.inherit,
        variant !== 'text' && styles[variant],
        size === 'small' && styles.small,
        fullWidth && styles.wide,
        className,
      )}
      {...rest}
    >
      {startIcon}
      {children}
    </button>
  );
}

/** The classes of a round icon button, for lists of many (a facet's tree) that render plain buttons. */
export const iconButtonClass = (size: ButtonSize) =>
  cx(styles.iconButton, size === 'small' && styles.iconSmall);

export interface AppIconButtonProps extends ComponentProps<'button'> {
  /** An icon has no text: the name is required. */
  'aria-label': string;
  size?: ButtonSize;
}

/** A round button holding only an icon (named by `aria-label`). */
export function AppIconButton({ size = 'medium', type = 'button', className, ...rest }: AppIconButtonProps) {
  return <button type={type} className={cx(iconButtonClass(size), className)} {...rest} />;
}
