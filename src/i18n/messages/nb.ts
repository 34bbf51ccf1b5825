/** Norsk bokmål. */
import { codes } from '../codes/nb';
import type { Formatters } from '../format';
import { plural } from '../plural';
import { joinTitleParts } from './titleParts';
import type { Messages, ResultSummary } from './types';

const quote = (text: string) => `«${text}»`;

function summary({ total, query, capped }: ResultSummary, f: Formatters): string {
  const forQuery = query === '' ? '' : ` for ${quote(query)}`;
  if (total === 0) return `Ingen treff${forQuery}`;
  return `${f.number(total)}${capped ? ' eller flere' : ''} treff${forQuery}`;
}

const lastDays = (prefix: string) => (days: number, f: Formatters) =>
  plural(f, days, { one: `${prefix} siste dag`, other: `${prefix} siste ${f.number(days)} dager` });

export const messages = {
  app: {
    name: 'Katalogsøk',
    tagline: 'Finn datasett, API-er, begreper og mer fra offentlig sektor i Norge',
  },
  skipLink: 'Hopp til søkeresultatene',
  skipToResults: 'Hopp til resultatene',
  landmarks: { search: 'Søk i katalogen', filters: 'Filtre', results: 'Søkeresultater' },
  search: {
    label: 'Søk',
    placeholder: 'Søk etter datasett, API-er, begreper …',
    hint: 'Treffene oppdateres mens du skriver.',
    shortcutHint: 'Trykk / for å gå til søkefeltet.',
    clear: 'Tøm søkefeltet',
    submit: 'Søk',
    fields: {
      legend: 'Søk i',
      all: 'Alle felter',
      title: 'Tittel',
      description: 'Beskrivelse',
      keyword: 'Emneord',
      atLeastOne: 'Det søkes alltid i minst ett felt.',
      custom: (fields) => `Egendefinert (${fields})`,
      customFields: 'Felter i det egendefinerte valget',
    },
  },
  tabs: {
    label: 'Ressurstyper',
    all: 'Alle',
    count: (n, f) => `${f.number(n)} treff`,
    countNotLoaded: 'antall ikke hentet',
    countLoading: 'henter antall',
  },
  facets: {
    heading: 'Filtre',
    hint: 'Treffene oppdateres når du endrer filtrene.',
    countsHint: 'Tallet bak hver verdi er antall treff du får når du legger den til.',
    names: {
      dataTheme: 'EU-tema',
      formats: 'Format',
      accessRights: 'Tilgangsnivå',
      losTheme: 'Tema',
      orgPath: 'Organisasjon',
      spatial: 'Geografi',
      provenance: 'Opphav',
      openData: 'Åpne data',
      lastXDays: 'Nylig lagt til',
      lastXDaysModified: 'Nylig endret',
      relations: 'Relatert til',
    },
    list: {
      dataTheme: {
        showMore: 'Vis flere EU-temaer',
        showFewer: 'Vis færre EU-temaer',
        filterLabel: 'Filtrer EU-temaer',
      },
      formats: {
        showMore: 'Vis flere formater',
        showFewer: 'Vis færre formater',
        filterLabel: 'Filtrer formater',
      },
      accessRights: {
        showMore: 'Vis flere tilgangsnivåer',
        showFewer: 'Vis færre tilgangsnivåer',
        filterLabel: 'Filtrer tilgangsnivåer',
      },
      losTheme: {
        showMore: 'Vis flere temaer',
        showFewer: 'Vis færre temaer',
        filterLabel: 'Filtrer temaer',
      },
      orgPath: {
        showMore: 'Vis flere organisasjoner',
        showFewer: 'Vis færre organisasjoner',
        filterLabel: 'Filtrer organisasjoner',
      },
      spatial: {
        showMore: 'Vis flere steder',
        showFewer: 'Vis færre steder',
        filterLabel: 'Filtrer steder',
      },
      provenance: {
        showMore: 'Vis flere opphav',
        showFewer: 'Vis færre opphav',
        filterLabel: 'Filtrer opphav',
      },
    },
    recency: {
      lastXDays: { lastDays: lastDays('Nye'), anyTime: 'Når som helst' },
      lastXDaysModified: { lastDays: lastDays('Endret'), anyTime: 'Når som helst' },
    },
    formatGroups: { mediaType: 'Medietyper', fileType: 'Filtyper', other: 'Andre' },
    valueWithCount: (label, count, f) => `${label} (${f.number(count)})`,
    noMatch: (text) => (text === '' ? 'Ingen verdier passer' : `Ingen verdier passer til ${quote(text)}`),
    expand: (label) => `Utvid ${label}`,
    collapse: (label) => `Slå sammen ${label}`,
    matchAll: 'Treffene må ha alle verdiene du velger.',
    matchAllOnce: 'Der du kan krysse av flere verdier, må treffene ha alle.',
    noCounts: 'Disse tidsrommene har ikke antall.',
    about: {
      dataTheme: 'EUs felles datatemaer, som datasett i hele Europa merkes med.',
      losTheme: 'Norske tema for offentlige tjenester og data (LOS), etter livssituasjon og sektor.',
    },
    treeKeys:
      'Piltastene flytter i listen, høyre og venstre pil utvider og slår sammen, mellomrom eller Enter velger.',
    anyValue: 'Alle',
    showMoreIn: (label) => `Vis flere under ${label}`,
    showFewerIn: (label) => `Vis færre under ${label}`,
  },
  activeFilters: {
    heading: 'Aktive filtre',
    chip: (facet, value) => `${facet}: ${value}`,
    remove: (facet, value) => `Fjern filter: ${facet}: ${value}`,
    clearAll: 'Fjern alle filtre',
    locked: (values, f) => `Viser bare: ${f.list(values)}`,
  },
  sort: {
    label: 'Sorter etter',
    relevance: 'Relevans',
    newest: 'Nyeste først',
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
    loading: 'Søker …',
    skipped: (count, f) => `${f.number(count)} treff kunne ikke vises`,
  },
  noResults: {
    heading: (query) => (query === '' ? 'Ingen treff' : `Ingen treff for ${quote(query)}`),
    suggestionsHeading: 'Dette kan du prøve:',
    removeFilter: (valueLabel) => `Fjern ${quote(valueLabel)}`,
    searchAllTypes: 'Søk i alle typer',
    checkSpelling: 'Sjekk at ordene er riktig stavet',
    fewerWords: 'Bruk færre eller mer generelle ord',
    searchFor: (query) => `Søk etter ${quote(query)}`,
    searchWithout: (query, word) => `Søk etter ${quote(query)} (uten ${quote(word)})`,
    searchAllFields: 'Søk i alle felt',
    alternativeCount: (total, f) => (total === 0 ? 'ingen treff' : `${f.number(total)} treff`),
  },
  suggestions: {
    label: 'Forslag',
    available: (count, f) => `${f.number(count)} forslag. Bruk pil opp og ned for å velge.`,
  },
  rateLimit: {
    throttled: (seconds, f) => `For mange søk på kort tid. Neste oppdatering om ${f.seconds(seconds)}.`,
    waiting: (seconds, f) =>
      `Venter på ledig kapasitet hos søketjenesten. Søket sendes om ca. ${f.seconds(seconds)}.`,
    busy: (seconds, f) => `Tjenesten er opptatt: prøver igjen om ${f.seconds(seconds)}.`,
  },
  recovery: {
    serverError: (status) => `Tjenesten svarte med en feil (status ${status}).`,
    noNetwork: 'Ingen nettverkstilkobling: søketjenesten kan ikke nås.',
    unreadable: 'Svaret fra tjenesten kunne ikke leses.',
    retryingIn: (seconds, f) => `Prøver igjen om ${f.seconds(seconds)}.`,
    retryingNow: 'Prøver igjen …',
    retryNow: 'Prøv igjen nå',
  },
  errors: {
    heading: 'Søket kunne ikke fullføres',
    network: 'Fikk ikke kontakt med søketjenesten. Sjekk nettforbindelsen og prøv igjen.',
    server: (status) => `Søketjenesten svarte med en feil (status ${status}). Prøv igjen om litt.`,
    invalidResponse: 'Søketjenesten svarte med noe appen ikke kan lese. Prøv igjen om litt.',
    rejected: (details) =>
      details === '' ? 'Søketjenesten avviste søket.' : `Søketjenesten avviste søket. Detaljer: ${details}`,
    retry: 'Prøv igjen',
    serviceUnreachable: (label, baseUrl) =>
      `Søketjenesten «${label}» (${baseUrl}) svarer ikke. Sjekk adressen og nettforbindelsen, eller prøv igjen senere.`,
    serviceRefusesOrigin: (label, baseUrl, origin) =>
      `Søketjenesten «${label}» (${baseUrl}) svarer, men avviser søk fra dette nettstedet (${origin}): CORS-innstillingene tillater ikke denne adressen.`,
    serviceUnreachableOrRefused: (label, baseUrl) =>
      `Søketjenesten «${label}» (${baseUrl}) svarer ikke, eller avviser søk fra dette nettstedet (CORS).`,
    proxyHint: (baseUrl) =>
      `For å søke i den herfra, kjør appens server i proxy-modus (UPSTREAM_URL=${baseUrl}): da snakker nettleseren bare med dette nettstedet.`,
  },
  invalidUrl: {
    notice: (ignored) =>
      ignored.length === 0
        ? 'Noe i lenken kunne ikke brukes og ble ignorert.'
        : `Noe i lenken kunne ikke brukes og ble ignorert: ${ignored.join(', ')}`,
    dismiss: 'Lukk meldingen',
  },
  pagination: {
    label: 'Sider i søkeresultatet',
    previous: 'Forrige side',
    next: 'Neste side',
    pageOf: (n, last, f) => `Side ${f.number(n)} av ${f.number(last)}`,
    first: 'Første side',
    last: 'Siste side',
    page: (n, f) => `Side ${f.number(n)}`,
    currentPage: (n, f) => `Gjeldende side, side ${f.number(n)}`,
  },
  hit: {
    type: 'Type',
    publisher: 'Utgiver',
    firstHarvested: 'Først høstet',
    modified: 'Sist endret',
    accessRights: 'Tilgang',
    themes: 'Tema',
    formats: 'Format',
    keywords: 'Emneord',
    openData: 'Åpne data',
    authoritative: 'Autoritativ kilde',
    addFilter: (facet, value) => `Legg til filter: ${facet}: ${value}`,
    opensResourcePage: (host) => `åpner ressursens side på ${host}`,
    missingTitle: 'Uten tittel',
    missingDescription: 'Beskrivelse mangler',
    titleInLanguage: (language, f) => `Tittelen vises på ${f.languageName(language)}`,
    descriptionInLanguage: (language, f) => `Beskrivelsen vises på ${f.languageName(language)}`,
  },
  language: { label: 'Språk' },
  drawer: {
    open: (activeCount, f) => (activeCount > 0 ? `Filtre (${f.number(activeCount)})` : 'Filtre'),
    title: 'Filtre',
    showResults: (total, f) => `Vis ${f.number(total)} treff`,
    close: 'Lukk filtrene',
  },
  footer: {
    service: (label) => `Søketjeneste: ${label}`,
    demoCatalogue: (resources, seed, f) =>
      `Lokal demokatalog (${f.number(resources)} ${resources === 1 ? 'ressurs' : 'ressurser'}, frøverdi ${seed})`,
    fileCatalogue: (file, resources, f) =>
      `Lokal katalog (${file}, ${f.number(resources)} ${resources === 1 ? 'ressurs' : 'ressurser'})`,
    apiRequest: 'API-forespørsel for dette søket',
    apiRequestDescription: 'Send denne forespørselen selv for å få de samme treffene fra søketjenesten.',
    copyLink: 'Kopier lenke',
    linkCopied: 'Lenken er kopiert',
    copyFailed: 'Kunne ikke kopiere. Merk teksten og kopier den selv.',
    embed: 'Bygg inn dette søket',
    embedDescription: 'Lim inn denne koden på en nettside for å vise søket der.',
    copyCode: 'Kopier koden',
    codeCopied: 'Koden er kopiert',
    iframeTitle: 'Søk i Felles datakatalog',
    close: 'Lukk',
    endpoint: 'Adresse (POST)',
    requestBody: 'Innholdet i forespørselen (JSON)',
    curl: 'Som curl-kommando',
    embedScriptNote: 'Skriptet gjør rammen like høy som innholdet.',
    linkField: 'Lenke til dette søket',
    copyByHand:
      'Kopiering er ikke tillatt her. Lenken er merket: trykk Ctrl+C (⌘C på Mac) for å kopiere den.',
    hideLink: 'Skjul lenken',
  },
  share: {
    group: 'Del dette søket',
    more: 'Flere måter å dele på',
  },
  newTab: '(åpnes i ny fane)',
  documentTitle: (query, typeLabel, page, f) =>
    joinTitleParts([
      query === '' ? null : quote(query),
      typeLabel,
      page > 1 ? `side ${f.number(page)}` : null,
      'Katalogsøk',
    ]),
  codes,
} satisfies Messages;
