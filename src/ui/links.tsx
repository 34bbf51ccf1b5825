/**
 * Links that look like MUI's Link (primary colour, a soft underline that darkens on hover), on a plain `<a>` or on
 * an in-app anchor.
 */
import type { ComponentProps } from 'react';

import styles from './links.module.css';
import { RouterAnchor } from './RouterAnchor';
import { cx } from './styles/cx';

/** Like MUI's Link: underlined `always` (the default), on `hover` only, or `none`. */
export type Underline = 'none' | 'hover' | 'always';

interface LinkLook {
  underline?: Underline;
}

export const linkClass = (underline: Underline = 'always', className?: string) =>
  cx(styles.link, underline !== 'always' && styles[underline], className);

/** A link to another page or an anchor. */
export function TextLink({ underline, className, children, ...rest }: ComponentProps<'a'> & LinkLook) {
  return (
    <a className={linkClass(underline, className)} {...rest}>
      {children}
    </a>
  );
}

/** A link within the app (a search): React Router navigates without reloading. */
export function AppRouterLink({
  underline,
  className,
  ...rest
}: ComponentProps<typeof RouterAnchor> & LinkLook) {
  return <RouterAnchor className={linkClass(underline, className)} {...rest} />;
}
