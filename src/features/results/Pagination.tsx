import type { MouseEvent, ReactNode } from 'react';

import { useI18n } from '../../i18n/useI18n';
import { setPage } from '../../search/transitions';
import { ChevronLeftIcon, ChevronRightIcon, FirstPageIcon, LastPageIcon } from '../../ui/icons';
import { AppRouterLink } from '../../ui/links';
import { usePhoneLayout } from '../../ui/useMediaQuery';
import { useSearchDriver } from '../../bindings/searchDriver';
import { pageItems } from './pageItems';
import styles from './Pagination.module.css';

interface PaginationProps {
  /** The committed page (it may lie past `last` when a link asked for more than there is). */
  current: number;
  /** The last page there is and the service can serve. */
  last: number;
  /** Called on a click that moves to another page in this tab (the summary then takes focus). */
  onNavigate: () => void;
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Real links to the pages of the results: they can be opened in a new tab, shared and crawled. On a phone the
 * numbered pages give way to "Page 3 of 22" between the first, previous, next and last links, on one line.
 */
export function Pagination({ current, last, onNavigate }: PaginationProps) {
  const { m, f } = useI18n();
  const driver = useSearchDriver();
  const phone = usePhoneLayout();
  if (last <= 1) return null;

  const link = (page: number, content: ReactNode, label: string, isCurrent = false) => (
    <AppRouterLink
      to={driver.hrefFor(setPage(driver.view, page))}
      aria-label={label}
      aria-current={isCurrent ? 'page' : undefined}
      underline={isCurrent ? 'none' : 'hover'}
      onClick={(event: MouseEvent) => {
        if (isPlainClick(event)) onNavigate();
      }}
      className={styles.pageLink}
    >
      {content}
    </AppRouterLink>
  );
  // A step that leads nowhere stays in place (so the row does not jump) but is left out for assistive technology.
  const inert = (icon: ReactNode) => (
    <span aria-hidden="true" className={styles.inert}>
      {icon}
    </span>
  );

  const previous = Math.min(current - 1, last);
  const next = current + 1;
  return (
    <nav aria-label={m.pagination.label} className={styles.nav}>
      <ul className={styles.list}>
        <li>{current > 1 ? link(1, <FirstPageIcon />, m.pagination.first) : inert(<FirstPageIcon />)}</li>
        <li>
          {current > 1
            ? link(previous, <ChevronLeftIcon />, m.pagination.previous)
            : inert(<ChevronLeftIcon />)}
        </li>
        {phone ? (
          <li aria-current="page" className={styles.pageOf}>
            {m.pagination.pageOf(current, last, f)}
          </li>
        ) : null}
        {(phone ? [] : pageItems(current, last)).map((item) =>
          item.kind === 'gap' ? (
            <li key={`gap-${item.after}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={item.page}>
              {link(item.page, f.number(item.page), m.pagination.page(item.page, f), item.page === current)}
            </li>
          ),
        )}
        <li>
          {next <= last ? link(next, <ChevronRightIcon />, m.pagination.next) : inert(<ChevronRightIcon />)}
        </li>
        <li>{current < last ? link(last, <LastPageIcon />, m.pagination.last) : inert(<LastPageIcon />)}</li>
      </ul>
    </nav>
  );
}
