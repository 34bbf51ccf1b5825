import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';

import { useI18n } from '../../i18n/useI18n';
import { AppIconButton } from '../../ui/buttons';
import { FieldLabel, FrameInput, InputFrame } from '../../ui/textInputs';
import { TOUCH_ONLY, usePhoneLayout } from '../../ui/usePhoneLayout';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { SearchFields } from './SearchFields';
import { SearchOptionsButton, SearchOptionsPanel } from './SearchOptions';
import { useQueryDraft } from './useQueryDraft';
import { useSearchShortcut } from './useSearchShortcut';

export const SEARCH_INPUT_ID = 'search-input';
/** As long a query as anyone types; the service takes longer ones, but they are not searches. */
export const MAX_QUERY_LENGTH = 512;

/** The focus ring goes around the whole field, buttons included, not just around its text area. */
const SearchFrame = styled(InputFrame)(({ theme }) => ({
  '&:has(input:focus-visible)': {
    outline: `3px solid ${theme.palette.primary.main}`,
    outlineOffset: 2,
  },
}));
const SearchInput = styled(FrameInput)({ '&:focus-visible': { outline: 'none' } });

/** The keyboard hint is left out where the keyboard is a finger's (it stays for a phone with a keyboard). */
const ShortcutHint = styled('span')({ [TOUCH_ONLY]: { display: 'none' } });

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
    <Box
      component="form"
      role="search"
      aria-label={m.landmarks.search}
      onSubmit={submit}
      noValidate
      sx={{ mb: 2, position: 'relative' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', columnGap: 1 }}>
        <FieldLabel htmlFor={SEARCH_INPUT_ID} sx={{ fontWeight: 600, typography: 'body1' }}>
          {m.search.label}
        </FieldLabel>
        {phone ? (
          <SearchOptionsButton
            open={optionsOpen}
            onToggle={() => setOptionsOpen((open) => !open)}
            panelId={optionsId}
          />
        ) : null}
      </Box>
      <SearchFrame>
        <SearchInput
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
      </SearchFrame>
      <Box sx={{ position: 'relative' }}>{skipLink}</Box>
      {phone ? (
        <>
          <Typography id={hintId} variant="body2" style={visuallyHidden}>
            {m.search.hint} <ShortcutHint>{m.search.shortcutHint}</ShortcutHint>
          </Typography>
          <SearchOptionsPanel open={optionsOpen} panelId={optionsId} />
        </>
      ) : (
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            columnGap: 2,
            rowGap: 1,
            mt: 1,
          }}
        >
          <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary' }}>
            {m.search.hint} <ShortcutHint>{m.search.shortcutHint}</ShortcutHint>
          </Typography>
          <SearchFields />
        </Box>
      )}
    </Box>
  );
}
