import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';

import { useSearchIntents, useSearchSelector } from '../../bindings/searchDriver';
import { isTyping } from '../../bindings/useHeldWhileTyping';
import { useI18n } from '../../i18n/useI18n';
import type { Suggestion } from '../../interface/searchObject';
import { AppIconButton } from '../../ui/buttons';
import { ClearIcon, SearchIcon } from '../../ui/icons';
import typography from '../../ui/styles/typography.module.css';
import { FieldLabel, FrameInput, InputFrame } from '../../ui/textInputs';
import { usePhoneLayout } from '../../ui/useMediaQuery';
import styles from './SearchBox.module.css';
import { SearchFields, useFieldsChoice } from './SearchFields';
import { SearchOptionsButton, SearchOptionsPanel } from './SearchOptions';
import { optionId, SuggestionList } from './SuggestionList';
import { previewKeyOf } from '../preview';
import { useQueryDraft } from './useQueryDraft';
import { useSearchShortcut } from './useSearchShortcut';
import { useSuggestionBox } from './useSuggestionBox';

export const SEARCH_INPUT_ID = 'search-input';
/** As long a query as anyone types; the service takes longer ones, but they are not searches. */
export const MAX_QUERY_LENGTH = 512;

interface SearchBoxProps {
  /** A stop right after the field, before the options: "Skip to results". */
  skipLink?: ReactNode;
}

/**
 * The search form: the query (live, after a pause in typing), clear and submit, and the fields searched. On a
 * phone the hint is read, not shown, and "Search in" folds into a small options control beside the label.
 */
export function SearchBox({ skipLink }: SearchBoxProps) {
  const { m, f } = useI18n();
  const draft = useQueryDraft();
  // Said on the form for the page's styles: results of an older search wait to be washed grey while a query is
  // typed (global.css). The box renders with each keystroke anyway; this changes at its first and at the commit.
  const typing = useSearchSelector(isTyping);
  const { submitQuery, openPreview } = useSearchIntents();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const optionsId = useId();
  const listId = useId();
  const phone = usePhoneLayout();
  const [optionsOpen, setOptionsOpen] = useState(false);
  const fields = useFieldsChoice();
  useSearchShortcut(input);
  // A suggestion is a resource: choosing it searches what was typed and opens that resource's preview over those
  // results (its title matched the text, so it is almost always on their first page: no request of its own), and
  // Back closes the preview onto them.
  const choose = (suggestion: Suggestion) => {
    submitQuery();
    openPreview(previewKeyOf(suggestion));
  };
  const suggestions = useSuggestionBox(draft.text, choose);
  const expanded = suggestions.options.length > 0;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    draft.submit();
  };

  // Enter confirms an IME's candidate: it must not also send the half-composed text.
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && (event.nativeEvent.isComposing || draft.isComposing())) {
      event.preventDefault();
      return;
    }
    if (suggestions.keyDown(event)) return;
    if (event.key === 'Enter') suggestions.close();
  };

  const clear = () => {
    suggestions.close();
    draft.clear();
    input.current?.focus();
  };

  return (
    <form
      role="search"
      aria-label={m.landmarks.search}
      onSubmit={submit}
      noValidate
      className={styles.form}
      data-typing={typing ? '' : undefined}
    >
      <div className={styles.labelRow}>
        <FieldLabel htmlFor={SEARCH_INPUT_ID} className={styles.label}>
          {m.search.label}
        </FieldLabel>
        {phone ? (
          <SearchOptionsButton
            open={optionsOpen}
            onToggle={() => setOptionsOpen((open) => !open)}
            panelId={optionsId}
            fields={fields}
          />
        ) : null}
      </div>
      <div className={styles.combobox}>
        <InputFrame className={styles.frame}>
          <FrameInput
            className={styles.input}
            id={SEARCH_INPUT_ID}
            ref={input}
            type="search"
            role="combobox"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={suggestions.active >= 0 ? optionId(listId, suggestions.active) : undefined}
            value={draft.text}
            placeholder={m.search.placeholder}
            autoComplete="off"
            maxLength={MAX_QUERY_LENGTH}
            spellCheck={false}
            enterKeyHint="search"
            aria-describedby={hintId}
            onChange={(event) => {
              const composing = 'isComposing' in event.nativeEvent && event.nativeEvent.isComposing === true;
              draft.change(event.target.value, composing);
              if (composing || draft.isComposing()) suggestions.close();
              else suggestions.typed(event.target.value);
            }}
            onKeyDown={keyDown}
            onBlur={suggestions.close}
            onCompositionStart={draft.compositionStart}
            onCompositionEnd={(event) => draft.compositionEnd(event.currentTarget.value)}
          />
          {draft.text === '' ? null : (
            <AppIconButton aria-label={m.search.clear} onClick={clear} size="small">
              <ClearIcon fontSize="small" />
            </AppIconButton>
          )}
          <AppIconButton type="submit" aria-label={m.search.submit}>
            <SearchIcon />
          </AppIconButton>
        </InputFrame>
        <SuggestionList
          id={listId}
          options={suggestions.options}
          active={suggestions.active}
          onChoose={(suggestion) => {
            suggestions.close();
            choose(suggestion);
          }}
        />
        <div role="status" className={typography.visuallyHidden}>
          {expanded ? m.suggestions.available(suggestions.options.length, f) : ''}
        </div>
      </div>
      <div className={styles.skipLinkSlot}>{skipLink}</div>
      {phone ? (
        <>
          <p id={hintId} className={typography.visuallyHidden}>
            {m.search.hint} <span className={styles.shortcutHint}>{m.search.shortcutHint}</span>
          </p>
          <SearchOptionsPanel open={optionsOpen} panelId={optionsId} fields={fields} />
        </>
      ) : (
        <div className={styles.hintRow}>
          <p id={hintId} className={styles.hint}>
            {m.search.hint} <span className={styles.shortcutHint}>{m.search.shortcutHint}</span>
          </p>
          <SearchFields state={fields} />
        </div>
      )}
    </form>
  );
}
