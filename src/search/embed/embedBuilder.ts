/**
 * The embed builder's rules (issue 8, "Sharing"): which of the current search's filters the host may lock, and
 * the frame's URL from the host's choices, written by the app's URL codec so it is exactly what the app reads.
 * Pure: no React, no window.
 */
import type { Locale } from '../../interface/locales';
import type { ResourceType } from '../../interface/vocabulary';
import {
  NO_EMBED,
  parseAccent,
  parseParentOrigin,
  type EmbedOptions,
  type HideablePart,
  type LinkTarget,
} from './embedOptions';
import { activeFilters, withoutFilterKey, withFilterKey } from '../filters/filterCodec';
import { EMPTY_FILTERS, type SearchFilters, type SearchState, type UrlFilterName } from '../state';
import { serializeSearchUrl } from '../url';

/** One lockable part of the current search: a filter value, or the resource type of a type's tab. */
export type LockChoice =
  | { readonly id: string; readonly kind: 'filter'; readonly filter: UrlFilterName; readonly value: string }
  | { readonly id: string; readonly kind: 'type'; readonly type: ResourceType };

/** Every filter value of the search (in URL order), then its type when a type's tab is open. */
export function lockChoices(state: SearchState): LockChoice[] {
  const filters: LockChoice[] = activeFilters(state.filters).map(({ filter, value }) => ({
    id: `${filter}=${value}`,
    kind: 'filter',
    filter,
    value,
  }));
  return state.scope === 'all'
    ? filters
    : [...filters, { id: `type=${state.scope}`, kind: 'type', type: state.scope }];
}

/** What the host chose in the builder, as typed (the text fields are validated by `readEmbedChoices`). */
export interface EmbedChoices {
  /** Ids of the `lockChoices` to lock. */
  readonly locked: ReadonlySet<string>;
  readonly hide: readonly HideablePart[];
  readonly linkTarget: LinkTarget | null;
  readonly accent: string;
  readonly parentOrigin: string;
  readonly title: string;
}

export type FieldProblem = 'missing' | 'invalid';

export interface ReadChoices {
  /** The frame's options; a text field with a problem is left out. */
  readonly options: EmbedOptions;
  /** The frame's accessible name, trimmed. */
  readonly title: string;
  readonly problems: {
    readonly accent?: FieldProblem;
    readonly parentOrigin?: FieldProblem;
    readonly title?: FieldProblem;
  };
}

/**
 * The frame's options from the choices: the chosen filter values become locks (taken out of the visitor's own
 * filters, so that they cannot be removed), the chosen type becomes `lock.type`; accent and parent origin are
 * read by the URL codec's own parsers, so the builder never writes a value the app would drop.
 */
export function readEmbedChoices(
  state: SearchState,
  choices: EmbedChoices,
): ReadChoices & { readonly state: SearchState } {
  let filters: SearchFilters = state.filters;
  let locks: SearchFilters = EMPTY_FILTERS;
  let lockType: ResourceType | null = null;
  for (const choice of lockChoices(state)) {
    if (!choices.locked.has(choice.id)) continue;
    if (choice.kind === 'type') {
      lockType = choice.type;
      continue;
    }
    filters = withoutFilterKey(filters, choice.filter, choice.value);
    locks = withFilterKey(locks, choice.filter, choice.value) ?? locks;
  }
  const accentText = choices.accent.trim();
  const accent = accentText === '' ? null : parseAccent(accentText);
  const originText = choices.parentOrigin.trim().replace(/\/$/, '');
  const parentOrigin = originText === '' ? null : parseParentOrigin(originText);
  const title = choices.title.trim();
  return {
    // A frame starts at the first page of its search.
    state: { ...state, filters, page: 1 },
    title,
    options: {
      ...NO_EMBED,
      embed: true,
      locks,
      lockType,
      hide: choices.hide,
      linkTarget: choices.linkTarget,
      accent: accent?.ok ? accent.value : null,
      parentOrigin: parentOrigin?.ok ? parentOrigin.value : null,
    },
    problems: {
      ...(accent && !accent.ok ? { accent: 'invalid' as const } : {}),
      ...(parentOrigin && !parentOrigin.ok ? { parentOrigin: 'invalid' as const } : {}),
      ...(title === '' ? { title: 'missing' as const } : {}),
    },
  };
}

/** The frame's path and query: the search (visitor's filters only), its language and environment, the options. */
export function embedPath(
  read: { readonly state: SearchState; readonly options: EmbedOptions },
  lang: Locale | null,
  env: string | null,
): string {
  const { pathname, search } = serializeSearchUrl(read.state, lang, null, env, read.options);
  return pathname + search;
}
