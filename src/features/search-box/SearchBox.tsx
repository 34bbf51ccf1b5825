import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { useId, useRef, type FormEvent, type KeyboardEvent } from 'react';

import { useI18n } from '../../i18n/useI18n';
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
  const keyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
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
      <FormLabel
        htmlFor={SEARCH_INPUT_ID}
        sx={{ display: 'block', mb: 0.5, fontWeight: 600, color: 'text.primary' }}
      >
        {m.search.label}
      </FormLabel>
      <OutlinedInput
        id={SEARCH_INPUT_ID}
        inputRef={input}
        type="search"
        fullWidth
        value={draft.text}
        placeholder={m.search.placeholder}
        autoComplete="off"
        onChange={(event) =>
          draft.change(
            event.target.value,
            'isComposing' in event.nativeEvent && event.nativeEvent.isComposing === true,
          )
        }
        onKeyDown={keyDown}
        slotProps={{
          input: {
            maxLength: MAX_QUERY_LENGTH,
            spellCheck: false,
            enterKeyHint: 'search',
            'aria-describedby': hintId,
            onCompositionStart: draft.compositionStart,
            onCompositionEnd: (event) => draft.compositionEnd(event.currentTarget.value),
          },
        }}
        sx={{
          bgcolor: 'background.paper',
          // The field has its own clear button.
          '& input::-webkit-search-cancel-button': { display: 'none' },
        }}
        endAdornment={
          <InputAdornment position="end">
            {draft.text === '' ? null : (
              <IconButton aria-label={m.search.clear} onClick={clear} size="small">
                <ClearIcon fontSize="small" />
              </IconButton>
            )}
            <IconButton type="submit" aria-label={m.search.submit} edge="end">
              <SearchIcon />
            </IconButton>
          </InputAdornment>
        }
      />
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
