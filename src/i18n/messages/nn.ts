/** Norsk nynorsk. */
import { codes } from '../codes/nn';
import type { Formatters } from '../format';
import { plural } from '../plural';
import { joinTitleParts } from './titleParts';
import type { Messages, ResultSummary } from './types';

const quote = (text: string) => `«${text}»`;

function summary({ total, query, capped }: ResultSummary, f: Formatters): string {
  const forQuery = query === '' ? '' : ` for ${quote(query)}`;
  if (total === 0) return `Ingen treff${forQuery}`;
  return `${f.number(total)}${capped ? ' eller fleire' : ''} treff${forQuery}`;
}

const lastDays = (prefix: string) => (days: number, f: Formatters) =>
  plural(f, days, { one: `${prefix} siste dag`, other: `${prefix} siste ${f.number(days)} dagar` });

export const messages = {
  app: {
    name: 'Katalogsøk',
    tagline: 'Finn datasett, API, omgrep og meir frå offentleg sektor i Noreg',
  },
  skipLink: 'Hopp til søkjeresultata',
  skipToResults: 'Hopp til resultata',
  landmarks: { search: 'Søk i katalogen', filters: 'Filter', results: 'Søkjeresultat' },
  search: {
    label: 'Søk',
    placeholder: 'Søk etter datasett, API, omgrep …',
    hint: 'Treffa blir oppdaterte medan du skriv.',
    shortcutHint: 'Trykk / for å gå til søkjefeltet.',
    clear: 'Tøm søkjefeltet',
    submit: 'Søk',
    fields: {
      legend: 'Søk i',
      all: 'Alle felt',
      title: 'Tittel',
      description: 'Skildring',
      keyword: 'Emneord',
      atLeastOne: 'Det blir alltid søkt i minst eitt felt.',
      custom: (fields) => `Eigendefinert (${fields})`,
      customFields: 'Felt i det eigendefinerte valet',
    },
  },
  tabs: {
    label: 'Ressurstypar',
    all: 'Alle',
    count: (n, f) => `${f.number(n)} treff`,
    countNotLoaded: 'talet er ikkje henta',
    countLoading: 'hentar talet',
  },
  facets: {
    heading: 'Filter',
    hint: 'Treffa blir oppdaterte når du endrar filtera.',
    countsHint: 'Talet etter kvar verdi er kor mange treff du får når du legg han til.',
    names: {
      dataTheme: 'EU-tema',
      formats: 'Format',
      accessRights: 'Tilgangsnivå',
      losTheme: 'Tema',
      orgPath: 'Organisasjon',
      spatial: 'Geografi',
      provenance: 'Opphav',
      openData: 'Opne data',
      lastXDays: 'Nyleg lagt til',
      lastXDaysModified: 'Nyleg endra',
      relations: 'Relatert til',
    },
    list: {
      dataTheme: {
        showMore: 'Vis fleire EU-tema',
        showFewer: 'Vis færre EU-tema',
        filterLabel: 'Filtrer EU-tema',
      },
      formats: {
        showMore: 'Vis fleire format',
        showFewer: 'Vis færre format',
        filterLabel: 'Filtrer format',
      },
      accessRights: {
        showMore: 'Vis fleire tilgangsnivå',
        showFewer: 'Vis færre tilgangsnivå',
        filterLabel: 'Filtrer tilgangsnivå',
      },
      losTheme: {
        showMore: 'Vis fleire tema',
        showFewer: 'Vis færre tema',
        filterLabel: 'Filtrer tema',
      },
      orgPath: {
        showMore: 'Vis fleire organisasjonar',
        showFewer: 'Vis færre organisasjonar',
        filterLabel: 'Filtrer organisasjonar',
      },
      spatial: {
        showMore: 'Vis fleire stader',
        showFewer: 'Vis færre stader',
        filterLabel: 'Filtrer stader',
      },
      provenance: {
        showMore: 'Vis fleire opphav',
        showFewer: 'Vis færre opphav',
        filterLabel: 'Filtrer opphav',
      },
    },
    recency: {
      lastXDays: { lastDays: lastDays('Nye'), anyTime: 'Når som helst' },
      lastXDaysModified: { lastDays: lastDays('Endra'), anyTime: 'Når som helst' },
    },
    formatGroups: { mediaType: 'Medietypar', fileType: 'Filtypar', other: 'Andre' },
    valueWithCount: (label, count, f) => `${label} (${f.number(count)})`,
    noMatch: (text) => (text === '' ? 'Ingen verdiar passar' : `Ingen verdiar passar til ${quote(text)}`),
    expand: (label) => `Utvid ${label}`,
    collapse: (label) => `Slå saman ${label}`,
    matchAll: 'Treffa må ha alle verdiane du vel.',
    matchAllOnce: 'Der du kan krysse av fleire verdiar, må treffa ha alle.',
    noCounts: 'Desse tidsromma har ikkje tal.',
    about: {
      dataTheme: 'EU sine felles datatema, som datasett i heile Europa blir merkte med.',
      losTheme: 'Norske tema for offentlege tenester og data (LOS), etter livssituasjon og sektor.',
    },
    treeKeys:
      'Piltastane flyttar i lista, høgre og venstre pil utvidar og slår saman, mellomrom eller Enter vel.',
    anyValue: 'Alle',
    showMoreIn: (label) => `Vis fleire under ${label}`,
    showFewerIn: (label) => `Vis færre under ${label}`,
  },
  activeFilters: {
    heading: 'Aktive filter',
    chip: (facet, value) => `${facet}: ${value}`,
    remove: (facet, value) => `Fjern filter: ${facet}: ${value}`,
    clearAll: 'Fjern alle filter',
    locked: (values, f) => `Viser berre: ${f.list(values)}`,
  },
  sort: {
    label: 'Sorter etter',
    relevance: 'Relevans',
    newest: 'Nyaste først',
    oldest: 'Eldste først',
  },
  pageSize: {
    label: 'Treff per side',
    option: (size, f) => `${f.number(size)} per side`,
  },
  results: {
    summary,
    range: (from, to, total, f) => `Viser ${f.number(from)}–${f.number(to)} av ${f.number(total)}`,
    announcement: (s, page, pages, f) =>
      pages > 1 ? `${summary(s, f)}, side ${f.number(page)} av ${f.number(pages)}` : summary(s, f),
    loading: 'Søkjer …',
    skipped: (count, f) => `${f.number(count)} treff kunne ikkje visast`,
  },
  noResults: {
    heading: (query) => (query === '' ? 'Ingen treff' : `Ingen treff for ${quote(query)}`),
    suggestionsHeading: 'Dette kan du prøve:',
    removeFilter: (valueLabel) => `Fjern ${quote(valueLabel)}`,
    searchAllTypes: 'Søk i alle typar',
    checkSpelling: 'Sjekk at orda er rett stava',
    fewerWords: 'Bruk færre eller meir generelle ord',
    searchFor: (query) => `Søk etter ${quote(query)}`,
    searchWithout: (query, word) => `Søk etter ${quote(query)} (utan ${quote(word)})`,
    searchAllFields: 'Søk i alle felt',
    alternativeCount: (total, f) => (total === 0 ? 'ingen treff' : `${f.number(total)} treff`),
  },
  suggestions: {
    label: 'Forslag',
    available: (count, f) => `${f.number(count)} forslag. Bruk pil opp og ned for å velje.`,
  },
  rateLimit: {
    throttled: (seconds, f) => `For mange søk på kort tid. Neste oppdatering om ${f.seconds(seconds)}.`,
    waiting: (seconds, f) =>
      `Ventar på ledig kapasitet hos søkjetenesta. Søket blir sendt om ca. ${f.seconds(seconds)}.`,
    busy: (seconds, f) => `Tenesta er oppteken: prøver igjen om ${f.seconds(seconds)}.`,
  },
  recovery: {
    serverError: (status) => `Tenesta svarte med ein feil (status ${status}).`,
    noNetwork: 'Ikkje noko nettsamband: søkjetenesta kan ikkje nåast.',
    unreadable: 'Svaret frå tenesta kunne ikkje lesast.',
    retryingIn: (seconds, f) => `Prøver igjen om ${f.seconds(seconds)}.`,
    retryingNow: 'Prøver igjen …',
    retryNow: 'Prøv igjen no',
  },
  errors: {
    heading: 'Søket kunne ikkje fullførast',
    network: 'Fekk ikkje kontakt med søkjetenesta. Sjekk nettsambandet og prøv igjen.',
    server: (status) => `Søkjetenesta svarte med ein feil (status ${status}). Prøv igjen om litt.`,
    invalidResponse: 'Søkjetenesta svarte med noko appen ikkje kan lese. Prøv igjen om litt.',
    rejected: (details) =>
      details === '' ? 'Søkjetenesta avviste søket.' : `Søkjetenesta avviste søket. Detaljar: ${details}`,
    retry: 'Prøv igjen',
    serviceUnreachable: (label, baseUrl) =>
      `Søkjetenesta «${label}» (${baseUrl}) svarar ikkje. Sjekk adressa og nettsambandet, eller prøv igjen seinare.`,
    serviceRefusesOrigin: (label, baseUrl, origin) =>
      `Søkjetenesta «${label}» (${baseUrl}) svarar, men avviser søk frå denne nettstaden (${origin}): CORS-innstillingane tillèt ikkje denne adressa.`,
    serviceUnreachableOrRefused: (label, baseUrl) =>
      `Søkjetenesta «${label}» (${baseUrl}) svarar ikkje, eller avviser søk frå denne nettstaden (CORS).`,
    proxyHint: (baseUrl) =>
      `For å søkje i ho herifrå, køyr serveren til appen i proxy-modus (UPSTREAM_URL=${baseUrl}): då snakkar nettlesaren berre med denne nettstaden.`,
  },
  invalidUrl: {
    notice: (ignored) =>
      ignored.length === 0
        ? 'Noko i lenkja kunne ikkje brukast og vart ignorert.'
        : `Noko i lenkja kunne ikkje brukast og vart ignorert: ${ignored.join(', ')}`,
    dismiss: 'Lukk meldinga',
  },
  pagination: {
    label: 'Sider i søkjeresultatet',
    previous: 'Førre side',
    next: 'Neste side',
    pageOf: (n, last, f) => `Side ${f.number(n)} av ${f.number(last)}`,
    first: 'Første side',
    last: 'Siste side',
    page: (n, f) => `Side ${f.number(n)}`,
    currentPage: (n, f) => `Gjeldande side, side ${f.number(n)}`,
  },
  hit: {
    type: 'Type',
    publisher: 'Utgjevar',
    firstHarvested: 'Først hausta',
    modified: 'Sist endra',
    accessRights: 'Tilgang',
    themes: 'Tema',
    formats: 'Format',
    keywords: 'Emneord',
    openData: 'Opne data',
    authoritative: 'Autoritativ kjelde',
    addFilter: (facet, value) => `Legg til filter: ${facet}: ${value}`,
    opensResourcePage: (host) => `opnar sida til ressursen på ${host}`,
    missingTitle: 'Utan tittel',
    missingDescription: 'Skildring manglar',
    titleInLanguage: (language, f) => `Tittelen er vist på ${f.languageName(language)}`,
    descriptionInLanguage: (language, f) => `Skildringa er vist på ${f.languageName(language)}`,
  },
  language: { label: 'Språk' },
  drawer: {
    open: (activeCount, f) => (activeCount > 0 ? `Filter (${f.number(activeCount)})` : 'Filter'),
    title: 'Filter',
    showResults: (total, f) => `Vis ${f.number(total)} treff`,
    close: 'Lukk filtera',
  },
  footer: {
    service: (label) => `Søkjeteneste: ${label}`,
    demoCatalogue: (resources, seed, f) =>
      `Lokal demokatalog (${f.number(resources)} ${resources === 1 ? 'ressurs' : 'ressursar'}, frøverdi ${seed})`,
    fileCatalogue: (file, resources, f) =>
      `Lokal katalog (${file}, ${f.number(resources)} ${resources === 1 ? 'ressurs' : 'ressursar'})`,
    apiRequest: 'API-førespurnad for dette søket',
    apiRequestDescription: 'Send denne førespurnaden sjølv for å få dei same treffa frå søkjetenesta.',
    copyLink: 'Kopier lenkja',
    linkCopied: 'Lenkja er kopiert',
    copyFailed: 'Kunne ikkje kopiere. Merk teksten og kopier han sjølv.',
    embed: 'Bygg inn dette søket',
    embedDescription: 'Lim inn denne koden på ei nettside for å vise søket der.',
    copyCode: 'Kopier koden',
    codeCopied: 'Koden er kopiert',
    iframeTitle: 'Søk i Felles datakatalog',
    close: 'Lukk',
    endpoint: 'Adresse (POST)',
    requestBody: 'Innhaldet i førespurnaden (JSON)',
    curl: 'Som curl-kommando',
    embedScriptNote: 'Skriptet gjer ramma like høg som innhaldet.',
    linkField: 'Lenkje til dette søket',
    copyByHand: 'Kopiering er ikkje tillate her. Lenkja er merkt: trykk Ctrl+C (⌘C på Mac) for å kopiere ho.',
    hideLink: 'Skjul lenkja',
  },
  share: {
    group: 'Del dette søket',
    more: 'Fleire måtar å dele på',
  },
  newTab: '(blir opna i ny fane)',
  documentTitle: (query, typeLabel, page, f) =>
    joinTitleParts([
      query === '' ? null : quote(query),
      typeLabel,
      page > 1 ? `side ${f.number(page)}` : null,
      'Katalogsøk',
    ]),
  codes,
} satisfies Messages;
