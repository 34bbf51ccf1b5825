import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useRef, type FormEvent, type KeyboardEvent } from 'react';

import { useI18n } from '../../i18n/useI18n';
import { AppIconButton } from '../../ui/buttons';
import { FieldLabel, FrameInput, InputFrame } from '../../ui/textInputs';
import { SearchFields } from './SearchFields';
import { useQueryDraft } from './useQueryDraft';
import { useSearchShortcut } from './useSearchShortcut';

export const SEARCH_INPUT_ID = 'search-input';
/** As long a query as anyone types; the service takes longer ones, but they are not searches. */
export const MAX_QUERY_LENGTH = 512;

/** The search form: the query (live, after a pause in typing), clear and submit, and the fields searched. */
export function SearchBox() {
  const { m } = useI18n();
  const draft = useQueryDraft();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
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
      sx={{ mb: 2 }}
    >
      <FieldLabel htmlFor={SEARCH_INPUT_ID} sx={{ fontWeight: 600, typography: 'body1' }}>
        {m.search.label}
      </FieldLabel>
      <InputFrame>
        <FrameInput
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
        <Typography id={hintId} variant="body2" color="text.secondary">
          {m.search.hint} {m.search.shortcutHint}
        </Typography>
        <SearchFields />
      </Box>
    </Box>
  );
}
