/**
 * Links styled as MUI's Link (primary colour, a soft underline that darkens on hover), on a plain `<a>` or on an
 * in-app anchor: MUI's Link brings Typography's variant machinery for a few declarations.
 */
import { alpha, styled, type Theme } from '@mui/material/styles';
import { forwardExcept } from './forwardProps';
import { RouterAnchor } from './RouterAnchor';

export type Underline = 'none' | 'hover' | 'always';

interface LinkLook {
  /** Like MUI's Link: underlined `always` (the default), on `hover` only, or `none`. */
  underline?: Underline;
}

const forward = forwardExcept('underline');

const linkLook = (theme: Theme, underline: Underline = 'always') =>
  ({
    color: theme.palette.primary.main,
    textDecoration: underline === 'always' ? 'underline' : 'none',
    textDecorationColor: alpha(theme.palette.primary.main, 0.4),
    '&:hover': underline === 'none' ? {} : { textDecoration: 'underline', textDecorationColor: 'inherit' },
  }) as const;

/** A link to another page or an anchor. */
export const TextLink = styled('a', forward)<LinkLook>(({ theme, underline }) => linkLook(theme, underline));

/** A link within the app (a search): React Router navigates without reloading. */
export const AppRouterLink = styled(
  RouterAnchor,
  forward,
)<LinkLook>(({ theme, underline }) => linkLook(theme, underline));
