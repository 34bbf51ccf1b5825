/** English. */
import { codes } from '../codes/en';
import type { Formatters } from '../format';
import { plural } from '../plural';
import { joinTitleParts } from './titleParts';
import type { Messages, ResultSummary } from './types';

const quote = (text: string) => `“${text}”`;

const results = (n: number, f: Formatters) =>
  plural(f, n, { one: `${f.number(n)} result`, other: `${f.number(n)} results` });

function summary({ total, query, capped }: ResultSummary, f: Formatters): string {
  const forQuery = query === '' ? '' : ` for ${quote(query)}`;
  if (total === 0) return `No results${forQuery}`;
  if (capped) return `${f.number(total)} or more results${forQuery}`;
  return `${results(total, f)}${forQuery}`;
}

const lastDays = (prefix: string) => (days: number, f: Formatters) =>
  plural(f, days, {
    one: `${prefix} in the last day`,
    other: `${prefix} in the last ${f.number(days)} days`,
  });

export const messages = {
  app: {
    name: 'Catalogue search',
    tagline: 'Find datasets, APIs, concepts and more from the Norwegian public sector',
  },
  skipLink: 'Skip to search results',
  skipToResults: 'Skip to results',
  landmarks: { search: 'Search the catalogue', filters: 'Filters', results: 'Search results' },
  search: {
    label: 'Search',
    placeholder: 'Search for datasets, APIs, concepts…',
    hint: 'Results update as you type.',
    shortcutHint: 'Press / to go to the search field.',
    clear: 'Clear search',
    submit: 'Search',
    fields: {
      legend: 'Search in',
      all: 'All fields',
      title: 'Title',
      description: 'Description',
      keyword: 'Keywords',
      atLeastOne: 'At least one field is always searched.',
      custom: (fields) => `Custom (${fields})`,
      customFields: 'Fields of the custom choice',
    },
  },
  tabs: {
    label: 'Resource types',
    all: 'All',
    count: results,
    countNotLoaded: 'count not loaded',
    countLoading: 'loading count',
  },
  facets: {
    heading: 'Filters',
    hint: 'Results update when you change the filters.',
    countsHint: 'The number after each value is how many results you get by adding it.',
    names: {
      dataTheme: 'EU theme',
      formats: 'Format',
      accessRights: 'Access rights',
      losTheme: 'Theme',
      orgPath: 'Organisation',
      spatial: 'Geography',
      provenance: 'Provenance',
      openData: 'Open data',
      lastXDays: 'Recently added',
      lastXDaysModified: 'Recently modified',
      relations: 'Related to',
    },
    list: {
      dataTheme: {
        showMore: 'Show more EU themes',
        showFewer: 'Show fewer EU themes',
        filterLabel: 'Filter EU themes',
      },
      formats: {
        showMore: 'Show more formats',
        showFewer: 'Show fewer formats',
        filterLabel: 'Filter formats',
      },
      accessRights: {
        showMore: 'Show more access rights',
        showFewer: 'Show fewer access rights',
        filterLabel: 'Filter access rights',
      },
      losTheme: {
        showMore: 'Show more themes',
        showFewer: 'Show fewer themes',
        filterLabel: 'Filter themes',
      },
      orgPath: {
        showMore: 'Show more organisations',
        showFewer: 'Show fewer organisations',
        filterLabel: 'Filter organisations',
      },
      spatial: {
        showMore: 'Show more places',
        showFewer: 'Show fewer places',
        filterLabel: 'Filter places',
      },
      provenance: {
        showMore: 'Show more provenance values',
        showFewer: 'Show fewer provenance values',
        filterLabel: 'Filter provenance values',
      },
    },
    recency: {
      lastXDays: { lastDays: lastDays('New'), anyTime: 'Any time' },
      lastXDaysModified: { lastDays: lastDays('Modified'), anyTime: 'Any time' },
    },
    formatGroups: { mediaType: 'Media types', fileType: 'File types', other: 'Other' },
    valueWithCount: (label, count, f) => `${label} (${f.number(count)})`,
    noMatch: (text) => (text === '' ? 'No values match' : `No values match ${quote(text)}`),
    expand: (label) => `Expand ${label}`,
    collapse: (label) => `Collapse ${label}`,
    matchAll: 'Results must have all the values you select.',
    matchAllOnce: 'Where you can tick several values, results must have all of them.',
    noCounts: 'These time windows have no counts.',
    about: {
      dataTheme: 'The EU’s shared data themes, which datasets across Europe are tagged with.',
      losTheme: 'Norwegian themes for public services and data (LOS), by life situation and sector.',
    },
    treeKeys: 'Arrow keys move through the list, Right and Left expand and collapse, Space or Enter chooses.',
    anyValue: 'All',
    showMoreIn: (label) => `Show more under ${label}`,
    showFewerIn: (label) => `Show fewer under ${label}`,
  },
  activeFilters: {
    heading: 'Active filters',
    chip: (facet, value) => `${facet}: ${value}`,
    remove: (facet, value) => `Remove filter: ${facet}: ${value}`,
    clearAll: 'Clear all filters',
    locked: (values, f) => `Showing only: ${f.list(values)}`,
  },
  sort: {
    label: 'Sort by',
    relevance: 'Relevance',
    newest: 'Newest first',
    oldest: 'Oldest first',
  },
  pageSize: {
    label: 'Results per page',
    option: (size, f) => `${f.number(size)} per page`,
  },
  results: {
    summary,
    range: (from, to, total, f) => `Showing ${f.number(from)}–${f.number(to)} of ${f.number(total)}`,
    announcement: (s, page, pages, f) =>
      pages > 1 ? `${summary(s, f)}, page ${f.number(page)} of ${f.number(pages)}` : summary(s, f),
    loading: 'Searching…',
    skipped: (count, f) =>
      count === 1 ? '1 result could not be shown' : `${f.number(count)} results could not be shown`,
  },
  noResults: {
    heading: (query) => (query === '' ? 'No results' : `No results for ${quote(query)}`),
    suggestionsHeading: 'Things to try:',
    removeFilter: (valueLabel) => `Remove ${quote(valueLabel)}`,
    searchAllTypes: 'Search all types',
    checkSpelling: 'Check the spelling',
    fewerWords: 'Use fewer or more general words',
    searchFor: (query) => `Search for ${quote(query)}`,
    searchWithout: (query, word) => `Search for ${quote(query)} (without ${quote(word)})`,
    searchAllFields: 'Search all fields',
    alternativeCount: (total, f) => (total === 0 ? 'no results' : results(total, f)),
  },
  suggestions: {
    label: 'Suggestions',
    available: (count, f) =>
      plural(f, count, {
        one: '1 suggestion. Use the up and down arrows to choose.',
        other: `${f.number(count)} suggestions. Use the up and down arrows to choose.`,
      }),
  },
  rateLimit: {
    throttled: (seconds, f) => `Too many searches in a short time. Next update in ${f.seconds(seconds)}.`,
    waiting: (seconds, f) =>
      `Waiting for capacity at the search service. The search will be sent in about ${f.seconds(seconds)}.`,
    busy: (seconds, f) => `The service is busy: retrying in ${f.seconds(seconds)}.`,
  },
  recovery: {
    serverError: (status) => `The service answered with an error (status ${status}).`,
    noNetwork: 'No network: the search service cannot be reached.',
    unreadable: 'The service’s answer could not be read.',
    retryingIn: (seconds, f) => `Trying again in ${f.seconds(seconds)}.`,
    retryingNow: 'Trying again…',
    retryNow: 'Try again now',
  },
  errors: {
    heading: 'The search could not be completed',
    network: 'Could not reach the search service. Check your connection and try again.',
    server: (status) =>
      `The search service answered with an error (status ${status}). Try again in a moment.`,
    invalidResponse: 'The search service sent an answer the app cannot read. Try again in a moment.',
    rejected: (details) =>
      details === ''
        ? 'The search service rejected the search.'
        : `The search service rejected the search. Details: ${details}`,
    retry: 'Try again',
    serviceUnreachable: (label, baseUrl) =>
      `The search service “${label}” (${baseUrl}) does not answer. Check the address and your connection, or try again later.`,
    serviceRefusesOrigin: (label, baseUrl, origin) =>
      `The search service “${label}” (${baseUrl}) answers, but refuses searches from this site (${origin}): its CORS settings do not allow this address.`,
    serviceUnreachableOrRefused: (label, baseUrl) =>
      `The search service “${label}” (${baseUrl}) does not answer, or refuses searches from this site (CORS).`,
    proxyHint: (baseUrl) =>
      `To search it from here, run this app's server in proxy mode (UPSTREAM_URL=${baseUrl}): the browser then talks only to this site.`,
  },
  invalidUrl: {
    notice: (ignored) =>
      ignored.length === 0
        ? 'Something in the link could not be used and was ignored.'
        : `Something in the link could not be used and was ignored: ${ignored.join(', ')}`,
    dismiss: 'Dismiss message',
  },
  pagination: {
    label: 'Search result pages',
    previous: 'Previous page',
    next: 'Next page',
    pageOf: (n, last, f) => `Page ${f.number(n)} of ${f.number(last)}`,
    first: 'First page',
    last: 'Last page',
    page: (n, f) => `Page ${f.number(n)}`,
    currentPage: (n, f) => `Current page, page ${f.number(n)}`,
  },
  hit: {
    type: 'Type',
    publisher: 'Publisher',
    firstHarvested: 'First harvested',
    modified: 'Last modified',
    accessRights: 'Access',
    themes: 'Themes',
    formats: 'Formats',
    keywords: 'Keywords',
    openData: 'Open data',
    authoritative: 'Authoritative source',
    addFilter: (facet, value) => `Add filter: ${facet}: ${value}`,
    opensResourcePage: (host) => `opens the resource page on ${host}`,
    missingTitle: 'Untitled',
    missingDescription: 'No description',
    titleInLanguage: (language, f) => `Title shown in ${f.languageName(language)}`,
    descriptionInLanguage: (language, f) => `Description shown in ${f.languageName(language)}`,
  },
  language: { label: 'Language' },
  drawer: {
    open: (activeCount, f) => (activeCount > 0 ? `Filters (${f.number(activeCount)})` : 'Filters'),
    title: 'Filters',
    showResults: (total, f) => `Show ${results(total, f)}`,
    close: 'Close filters',
  },
  footer: {
    service: (label) => `Search service: ${label}`,
    demoCatalogue: (resources, seed, f) =>
      `Local demo catalogue (${f.number(resources)} ${resources === 1 ? 'resource' : 'resources'}, seed ${seed})`,
    fileCatalogue: (file, resources, f) =>
      `Local catalogue (${file}, ${f.number(resources)} ${resources === 1 ? 'resource' : 'resources'})`,
    apiRequest: 'API request for this search',
    apiRequestDescription: 'Send this request yourself to get the same results from the search service.',
    copyLink: 'Copy link',
    linkCopied: 'Link copied',
    copyFailed: 'Could not copy. Select the text and copy it yourself.',
    embed: 'Embed this search',
    embedDescription: 'Paste this code into a web page to show the search there.',
    copyCode: 'Copy code',
    codeCopied: 'Code copied',
    iframeTitle: 'Search the National Data Catalogue',
    close: 'Close',
    endpoint: 'Address (POST)',
    requestBody: 'Request body (JSON)',
    curl: 'As a curl command',
    embedScriptNote: 'The script makes the frame as tall as its content.',
    linkField: 'Link to this search',
    copyByHand: 'Copying is not allowed here. The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.',
    hideLink: 'Hide link',
  },
  share: {
    group: 'Share this search',
    more: 'More ways to share',
  },
  newTab: '(opens in a new tab)',
  documentTitle: (query, typeLabel, page, f) =>
    joinTitleParts([
      query === '' ? null : quote(query),
      typeLabel,
      page > 1 ? `page ${f.number(page)}` : null,
      'Catalogue search',
    ]),
  codes,
} satisfies Messages;
