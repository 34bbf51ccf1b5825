import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';

import { useI18n } from '../../i18n/useI18n';
import { AppIconButton } from '../../ui/buttons';
import { ClearIcon, SearchIcon } from '../../ui/icons';
import typography from '../../ui/styles/typography.module.css';
import { FieldLabel, FrameInput, InputFrame } from '../../ui/textInputs';
import { usePhoneLayout } from '../../ui/useMediaQuery';
import styles from './SearchBox.module.css';
import { SearchFields, useFieldsChoice } from './SearchFields';
import { SearchOptionsButton, SearchOptionsPanel } from './SearchOptions';
import { useQueryDraft } from './useQueryDraft';
import { useSearchShortcut } from './useSearchShortcut';

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
  const { m } = useI18n();
  const draft = useQueryDraft();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const optionsId = useId();
  const phone = usePhoneLayout();
  const [optionsOpen, setOptionsOpen] = useState(false);
  const fields = useFieldsChoice();
  useSearchShortcut(input);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    draft.submit();
  };

  // Enter confirms an IME's candidate: it must not also send the half-composed text.
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && (event.nativeEvent.isComposing || draft.isComposing()))
      event.preventDefault();
  };

  const clear = () => {
    draft.clear();
    input.current?.focus();
  };

  return (
    <form role="search" aria-label={m.landmarks.search} onSubmit={submit} noValidate className={styles.form}>
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
      <InputFrame className={styles.frame}>
        <FrameInput
          className={styles.input}
          id={SEARCH_INPUT_ID}
          ref={input}
          type="search"
          value={draft.text}
          placeholder={m.search.placeholder}
          autoComplete="off"
          maxLength={MAX_QUERY_LENGTH}
          spellCheck={false}
          enterKeyHint="search"
          aria-describedby={hintId}
          onChange={(event) =>
            draft.change(
              event.target.value,
              'isComposing' in event.nativeEvent && event.nativeEvent.isComposing === true,
            )
          }
          onKeyDown={keyDown}
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
