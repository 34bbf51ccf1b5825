import { useMemo, type MouseEvent, type ReactNode } from 'react';

import { useI18n } from '../../i18n/useI18n';
import { setPage } from '../../search/transitions';
import { ChevronLeftIcon, ChevronRightIcon, FirstPageIcon, LastPageIcon } from '../../ui/icons';
import { AppRouterLink } from '../../ui/links';
import { usePhoneLayout } from '../../ui/useMediaQuery';
import { committedLinks, useSearchSelector, type SearchSnapshot } from '../../bindings/searchDriver';
import { sameItems, sameProperties } from '../../bindings/selection';
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

/**
 * The search a page link opens a page of: the one the controls show (a facet clicked a moment ago included), with
 * the committed query. A query being typed is not a page of these results, and the list does not render with each
 * keystroke; a link clicked while typing keeps the text anyway (the driver sends it again after the navigation).
 */
function pagedSearch({ view, committed }: SearchSnapshot) {
  return view.q === committed.q ? view : { ...view, q: committed.q };
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Real links to the pages of the results: they can be opened in a new tab, shared and crawled. On a phone the
 * numbered pages give way to "Page 3 of 22" between the first, previous, next and last links, on one line.
 */
export function Pagination({ current, last, onNavigate }: PaginationProps) {
  const { m, f } = useI18n();
  const phone = usePhoneLayout();
  const items = useMemo(() => (phone ? [] : pageItems(current, last)), [phone, current, last]);
  const previous = Math.min(current - 1, last);
  const next = current + 1;
  // The pages linked to, and their hrefs: strings, so the links render when an href changes.
  const pages = useMemo(
    () => [1, previous, next, last, ...items.flatMap((item) => (item.kind === 'page' ? [item.page] : []))],
    [previous, next, last, items],
  );
  // The search the pages are of, kept while typing rebuilds an equal one; so the pages' states keep their identity
  // and the driver writes their links once, not on every keystroke.
  const paged = useSearchSelector(pagedSearch, sameProperties);
  const pageStates = useMemo(() => pages.map((page) => setPage(paged, page)), [paged, pages]);
  // Written again when the pages' states change or the URL's language, environment or embedding does (the
  // committed links' key), not for each keystroke's snapshot.
  const selectHrefs = useMemo(
    () => committedLinks((s) => pageStates.map((state) => s.hrefFor(state))),
    [pageStates],
  );
  const hrefs = useSearchSelector(selectHrefs, sameItems);
  const hrefOf = (page: number) => hrefs[pages.indexOf(page)] ?? '';
  if (last <= 1) return null;

  const link = (page: number, content: ReactNode, label: string, isCurrent = false) => (
    <AppRouterLink
      to={hrefOf(page)}
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
        {items.map((item) =>
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
