/**
 * Native buttons styled from the theme. MUI's Button, IconButton and Chip bring ButtonBase, its ripple and
 * transition machinery and a loading spinner: about 10 KB gzipped of the first page for what a styled
 * `<button>` does. Focus shows through the global `:focus-visible` ring (src/app/theme.ts).
 */
import { alpha, styled, type Theme } from '@mui/material/styles';
import type { ComponentProps, ReactNode } from 'react';

import { forwardExcept } from './forwardProps';

export type ButtonVariant = 'text' | 'outlined' | 'contained';
export type ButtonSize = 'small' | 'medium';

interface ButtonLook {
  look: ButtonVariant;
  scale: ButtonSize;
  /** `inherit` takes the surrounding text colour (inside a notice). */
  tone: 'primary' | 'inherit';
  wide: boolean;
}

const forward = forwardExcept('look', 'scale', 'tone', 'wide');

const buttonBase = (theme: Theme) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.spacing(1),
    margin: 0,
    boxSizing: 'border-box',
    cursor: 'pointer',
    textDecoration: 'none',
    borderRadius: theme.shape.borderRadius,
    '&:disabled': { cursor: 'default', opacity: 0.6 },
    '& svg': { flex: 'none' },
  }) as const;

const StyledButton = styled(
  'button',
  forward,
)<ButtonLook>(({ theme, look, scale, tone, wide }) => {
  const main = tone === 'inherit' ? 'currentColor' : theme.palette.primary.main;
  const small = scale === 'small';
  const border = look === 'outlined' ? 1 : 0;
  return {
    ...buttonBase(theme),
    ...theme.typography.button,
    // Sentence case like the rest of the interface, not the theme's capitals.
    textTransform: 'none',
    ...(small && { fontSize: theme.typography.pxToRem(13) }),
    width: wide ? '100%' : undefined,
    minWidth: small ? 0 : 64,
    minHeight: small ? 30 : 36,
    padding: small ? `${4 - border}px ${10 - border}px` : `${6 - border}px ${16 - border}px`,
    color: look === 'contained' ? theme.palette.primary.contrastText : main,
    backgroundColor: look === 'contained' ? theme.palette.primary.main : 'transparent',
    border: look === 'outlined' ? `1px solid ${main}` : 0,
    '&:hover:enabled': {
      backgroundColor:
        look === 'contained'
          ? theme.palette.primary.dark
          : alpha(tone === 'inherit' ? theme.palette.text.primary : theme.palette.primary.main, 0.06),
    },
  };
});

export interface AppButtonProps extends Omit<ComponentProps<'button'>, 'color'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  color?: 'primary' | 'inherit';
  fullWidth?: boolean;
  startIcon?: ReactNode;
  sx?: ComponentProps<typeof StyledButton>['sx'];
}

/** A button that looks like MUI's (text, outlined or contained); `type="button"` unless told otherwise. */
export function AppButton({
  variant = 'text',
  size = 'medium',
  color = 'primary',
  fullWidth = false,
  startIcon,
  type = 'button',
  children,
  ...rest
}: AppButtonProps) {
  return (
    <StyledButton type={type} look={variant} scale={size} tone={color} wide={fullWidth} {...rest}>
      {startIcon}
      {children}
    </StyledButton>
  );
}

/**
 * The look of a round icon button. Exported for lists of many (a facet's tree), which style their plain buttons
 * with one rule on the list instead of one styled button each.
 */
export const iconButtonLook = (theme: Theme, scale: ButtonSize) =>
  ({
    ...buttonBase(theme),
    flex: 'none',
    width: scale === 'small' ? 32 : 40,
    height: scale === 'small' ? 32 : 40,
    padding: 0,
    color: theme.palette.action.active,
    backgroundColor: 'transparent',
    border: 0,
    borderRadius: '50%',
    '&:hover:enabled': { backgroundColor: theme.palette.action.hover },
  }) as const;

const StyledIconButton = styled(
  'button',
  forward,
)<Pick<ButtonLook, 'scale'>>(({ theme, scale }) => iconButtonLook(theme, scale));

export interface AppIconButtonProps extends ComponentProps<'button'> {
  /** An icon has no text: the name is required. */
  'aria-label': string;
  size?: ButtonSize;
  sx?: ComponentProps<typeof StyledIconButton>['sx'];
}

/** A round button holding only an icon (named by `aria-label`). */
export function AppIconButton({ size = 'medium', type = 'button', ...rest }: AppIconButtonProps) {
  return <StyledIconButton type={type} scale={size} {...rest} />;
}
