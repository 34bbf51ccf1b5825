import type { Suggestion } from '../../interface/searchObject';
import { RESOURCE_TYPE_OF, type SearchType } from '../../interface/vocabulary';
import { useI18n } from '../../i18n/useI18n';
import { pickLocalized } from '../../search/text';
import { Isolated } from '../../ui/Isolated';
import styles from './SuggestionList.module.css';

interface SuggestionListProps {
  readonly id: string;
  readonly options: readonly Suggestion[];
  readonly active: number;
  readonly onChoose: (suggestion: Suggestion) => void;
}

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

const isSearchType = (type: string): type is SearchType => Object.hasOwn(RESOURCE_TYPE_OF, type);

/**
 * The listbox of the search field's combobox: always in the page (the field's `aria-controls` names it), hidden
 * while closed. Options take no focus.
 */
export function SuggestionList({ id, options, active, onChoose }: SuggestionListProps) {
  const { m, labels, locale } = useI18n();
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={m.suggestions.label}
      hidden={options.length === 0}
      className={styles.list}
    >
      {options.map((suggestion, index) => {
        const title = pickLocalized(suggestion.title, locale);
        const publisher =
          pickLocalized(suggestion.organization?.prefLabel, locale)?.text ?? suggestion.organization?.name;
        const type = isSearchType(suggestion.searchType)
          ? labels.resourceType(RESOURCE_TYPE_OF[suggestion.searchType], 'singular')
          : null;
        const details = [type, publisher].filter(Boolean).join(' · ');
        return (
          <li
            key={suggestion.id}
            id={optionId(id, index)}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            // The field keeps the focus (a press would blur it and close the list); the release chooses. The
            // keyboard chooses through the field (aria-activedescendant), never on the option itself.
            onMouseDown={(event) => event.preventDefault()}
            onMouseUp={(event) => {
              if (event.button === 0) onChoose(suggestion);
            }}
          >
            <Isolated lang={title && title.lang !== locale ? title.lang : undefined}>
              {title?.text ?? suggestion.id}
            </Isolated>
            {details === '' ? null : (
              <span className={styles.details}>
                {' '}
                <Isolated>{details}</Isolated>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
