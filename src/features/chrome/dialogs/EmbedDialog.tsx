import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';

import { useFilterLabels } from '../../../bindings/useFilterLabels';
import { useSearchSelector } from '../../../bindings/searchDriver';
import { useServices } from '../../../bindings/services';
import { useI18nOnDemand } from '../../../i18n/onDemandMessages';
import { useI18n } from '../../../i18n/useI18n';
import {
  HIDEABLE_PARTS,
  LINK_TARGETS,
  parseAccent,
  type HideablePart,
  type LinkTarget,
} from '../../../search/embed/embedOptions';
import { filterValueLabel } from '../../../search/filters/filterCodec';
import { namesItsFacet } from '../../../search/filters/selfNaming';
import { AppButton } from '../../../ui/buttons';
import { CodeBlock } from '../../../ui/CodeBlock';
import { TextInput } from '../../../ui/textInputs';
import { useCopy } from '../../../ui/useCopy';
import {
  embedPath,
  lockChoices,
  readEmbedChoices,
  type LockChoice,
} from '../../../search/embed/embedBuilder';
import { embedSnippet } from '../../embed';
import { CheckRow, ColourInput, Field, Fieldset, Select } from './EmbedBuilderFields';
import { useDebounced } from './useDebounced';
import { MuiThemeScope } from '../../../ui/MuiThemeScope';

/** The preview reloads once typing pauses this long, not on every keystroke. */
const PREVIEW_DELAY_MS = 600;
const PREVIEW_HEIGHT = 480;
/**
 * The link targets offered besides the default. `preview` is the embed's default already: offered twice, it read
 * as two near-identical choices.
 */
const OFFERED_TARGETS = LINK_TARGETS.filter(
  (target): target is Exclude<LinkTarget, 'preview'> => target !== 'preview',
);
/** What the colour picker shows before an accent is written. */
const PICKER_DEFAULT = '#1e4d8c';

const absolute = (path: string) => new URL(path, window.location.href).href;

/**
 * "Embed this search", a builder (loaded only when opened): the host chooses which of the search's filters to
 * lock, what to hide, where titles lead, an accent and the frame's title; a preview shows the frame, and the code
 * (the frame and the embed.js line) is written from the same URL.
 */
export function EmbedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { m } = useI18n();
  return (
    <MuiThemeScope>
      <Dialog open={open} onClose={onClose} fullWidth maxWidth="lg" scroll="paper">
        <DialogTitle>{m.footer.embed}</DialogTitle>
        {/* The dialog unmounts its content once closed, so each opening starts from the search shown then. */}
        <EmbedBuilder onClose={onClose} />
      </Dialog>
    </MuiThemeScope>
  );
}

function EmbedBuilder({ onClose }: { onClose: () => void }) {
  const { m, labels } = useI18nOnDemand();
  const b = m.embedBuilder;
  const id = useId();
  const state = useSearchSelector((s) => s.committed);
  const lang = useSearchSelector((s) => s.lang);
  const env = useSearchSelector((s) => s.env);
  const { config } = useServices();
  const labelContext = useFilterLabels();
  const { status, copy } = useCopy();
  const choices = useMemo(() => lockChoices(state), [state]);

  const [locked, setLocked] = useState<ReadonlySet<string>>(
    () => new Set(choices.map((choice) => choice.id)),
  );
  const [hide, setHide] = useState<readonly HideablePart[]>([]);
  const [linkTarget, setLinkTarget] = useState<LinkTarget | null>(null);
  const [accent, setAccent] = useState('');
  const [parentOrigin, setParentOrigin] = useState('');
  const [title, setTitle] = useState(m.footer.iframeTitle);

  const read = readEmbedChoices(state, { locked, hide, linkTarget, accent, parentOrigin, title });
  const src = absolute(embedPath(read, lang, env));
  const previewSrc = useDebounced(src, PREVIEW_DELAY_MS);
  const code =
    read.problems.title === undefined
      ? embedSnippet({ src, title: read.title, scriptSrc: absolute(`${import.meta.env.BASE_URL}embed.js`) })
      : null;

  const lockLabel = (choice: LockChoice) => {
    if (choice.kind === 'type') return b.lockType(labels.resourceType(choice.type, 'plural'));
    const value = filterValueLabel(choice.filter, choice.value, labelContext).label;
    return namesItsFacet(choice.filter) ? value : b.lockFilter(m.facets.names[choice.filter], value);
  };
  const toggle = <T,>(list: ReadonlySet<T>, item: T, on: boolean) => {
    const next = new Set(list);
    if (on) next.add(item);
    else next.delete(item);
    return next;
  };
  const allowed = config.embedOrigins ?? [];
  const originNote =
    read.problems.parentOrigin !== undefined
      ? { error: b.parentOriginInvalid }
      : read.options.parentOrigin !== null && !allowed.includes(read.options.parentOrigin)
        ? { help: b.parentOriginNotAllowed }
        : { help: b.parentOriginHelp };
  const picked = parseAccent(accent);

  return (
    <>
      {/* Focusable so that a keyboard can scroll a long builder (axe: scrollable-region-focusable). */}
      <DialogContent dividers tabIndex={0}>
        <Typography variant="body2">{b.intro}</Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 3fr)' },
          }}
        >
          <Box>
            <Field
              id={`${id}-title`}
              label={b.title}
              help={b.titleHelp}
              error={read.problems.title === undefined ? undefined : b.titleMissing}
            >
              {(describedBy, invalid) => (
                <TextInput
                  id={`${id}-title`}
                  value={title}
                  required
                  aria-invalid={invalid}
                  aria-describedby={describedBy}
                  onChange={(event) => setTitle(event.currentTarget.value)}
                />
              )}
            </Field>
            <Fieldset aria-describedby={`${id}-locks-help`}>
              <legend>{b.locks}</legend>
              <Typography id={`${id}-locks-help`} variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
                {choices.length === 0 ? b.noLocks : b.locksHelp}
              </Typography>
              {choices.map((choice) => (
                <CheckRow
                  key={choice.id}
                  label={lockLabel(choice)}
                  checked={locked.has(choice.id)}
                  onChange={(on) => setLocked((ids) => toggle(ids, choice.id, on))}
                />
              ))}
            </Fieldset>
            <Fieldset>
              <legend>{b.hide}</legend>
              {HIDEABLE_PARTS.map((part) => (
                <CheckRow
                  key={part}
                  label={b.hideParts[part]}
                  checked={hide.includes(part)}
                  onChange={(on) => {
                    const next = toggle(new Set(hide), part, on);
                    setHide(HIDEABLE_PARTS.filter((name) => next.has(name)));
                  }}
                />
              ))}
            </Fieldset>
            <Field id={`${id}-target`} label={b.linkTarget}>
              {() => (
                <Select
                  id={`${id}-target`}
                  value={linkTarget ?? ''}
                  onChange={(event) =>
                    setLinkTarget(
                      OFFERED_TARGETS.find((target) => target === event.currentTarget.value) ?? null,
                    )
                  }
                >
                  <option value="">{b.linkTargets.default}</option>
                  {OFFERED_TARGETS.map((target) => (
                    <option key={target} value={target}>
                      {b.linkTargets[target]}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field
              id={`${id}-accent`}
              label={b.accent}
              help={b.accentHelp}
              error={read.problems.accent === undefined ? undefined : b.accentInvalid}
            >
              {(describedBy, invalid) => (
                <Box sx={{ display: 'flex', gap: 1 }}>
                  <TextInput
                    id={`${id}-accent`}
                    value={accent}
                    spellCheck={false}
                    aria-invalid={invalid}
                    aria-describedby={describedBy}
                    onChange={(event) => setAccent(event.currentTarget.value)}
                  />
                  <ColourInput
                    type="color"
                    aria-label={b.accentPicker}
                    value={picked.ok ? picked.value : PICKER_DEFAULT}
                    onChange={(event) => setAccent(event.currentTarget.value)}
                  />
                </Box>
              )}
            </Field>
            <Field id={`${id}-origin`} label={b.parentOrigin} {...originNote}>
              {(describedBy, invalid) => (
                <TextInput
                  id={`${id}-origin`}
                  type="url"
                  value={parentOrigin}
                  spellCheck={false}
                  placeholder="https://www.kommune.no"
                  aria-invalid={invalid}
                  aria-describedby={describedBy}
                  onChange={(event) => setParentOrigin(event.currentTarget.value)}
                />
              )}
            </Field>
          </Box>
          <Box>
            <Typography component="h3" variant="subtitle2" sx={{ mt: 2, mb: 0.5 }}>
              {b.preview}
            </Typography>
            <Box
              component="iframe"
              src={previewSrc}
              title={b.previewTitle(read.title === '' ? m.footer.iframeTitle : read.title)}
              sx={{
                display: 'block',
                width: '100%',
                height: PREVIEW_HEIGHT,
                border: 1,
                borderColor: 'divider',
              }}
            />
            {code === null ? (
              <Typography variant="body2" sx={{ mt: 2 }}>
                {b.codeNeedsTitle}
              </Typography>
            ) : (
              <CodeBlock heading={b.code} code={code} />
            )}
            <Typography variant="body2" sx={{ mt: 1 }}>
              {m.footer.embedScriptNote}
            </Typography>
          </Box>
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Box role="status" sx={{ flexGrow: 1, typography: 'body2' }}>
          {status}
        </Box>
        {code === null ? null : (
          <AppButton onClick={() => void copy(code, m.footer.codeCopied)}>{m.footer.copyCode}</AppButton>
        )}
        <AppButton onClick={onClose} variant="contained">
          {m.footer.close}
        </AppButton>
      </DialogActions>
    </>
  );
}
