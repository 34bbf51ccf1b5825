import type { MouseEvent } from 'react';

import { LANGUAGE_NAMES } from '../../i18n/languageNames';
import { LOCALES, type Locale } from '../../interface/locales';
import { useI18n } from '../../i18n/useI18n';
import { committedLinks, useSearchIntents, useSearchSelector } from '../../bindings/searchDriver';
import { sameItems } from '../../bindings/selection';
import { TextLink } from '../../ui/links';
import styles from './LanguageSwitch.module.css';

/** The committed search in each language, in LOCALES order. */
const selectLanguageHrefs = committedLinks((s) => LOCALES.map((option) => s.hrefFor(s.committed, option)));

const modified = (event: MouseEvent) => event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The UI languages, each named in itself. Real links (a new tab opens the search in that language); a plain click
 * switches in place: the same search, served from the cache (the query key does not hold the language).
 */
export function LanguageSwitch() {
  const { m, locale } = useI18n();
  const { setLang } = useSearchIntents();
  // The links follow the committed search (a keystroke renders none of them); a plain click switches what the
  // controls show, typed text and all.
  const hrefs = useSearchSelector(selectLanguageHrefs, sameItems);

  const choose = (event: MouseEvent<HTMLAnchorElement>, next: Locale) => {
    if (event.button !== 0 || modified(event)) return;
    event.preventDefault();
    if (next !== locale) setLang(next);
  };

  return (
    <nav aria-label={m.language.label}>
      <ul className={styles.list}>
        {LOCALES.map((option, index) => {
          const current = option === locale;
          return (
            <li key={option}>
              <TextLink
                href={hrefs[index] ?? ''}
                lang={option}
                hrefLang={option}
                aria-current={current ? 'true' : undefined}
                onClick={(event) => choose(event, option)}
                underline={current ? 'none' : 'hover'}
                className={styles.option}
              >
                {LANGUAGE_NAMES[option]}
              </TextLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
