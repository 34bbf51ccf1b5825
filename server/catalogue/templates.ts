/**
 * Titles and descriptions of the demo catalogue, written from templates in Bokmål, Nynorsk and English at
 * once so every language variant says the same thing. A share of descriptions carries light Markdown, and a
 * few carry text that looks like HTML: the app must show catalogue text as text, never as markup.
 */
import type { Concept, EventTopic } from './topics';
import type { Random } from './random';
import { lowerFirst, lines3, text3, type Text3 } from './text3';

const DIMENSIONS = lines3(`
  kommune | kommune | municipality
  fylke | fylke | county
  kjønn og alder | kjønn og alder | sex and age
  næring | næring | industry
  måned | månad | month
  grunnkrets | grunnkrins | basic statistical unit
  år | år | year
`);

const QUALIFIERS = lines3(`
  historikk | historikk | history
  månedlige tall | månadlege tal | monthly figures
  årlig statistikk | årleg statistikk | annual statistics
  sanntid | sanntid | real time
  kartlag | kartlag | map layer
  åpne data | opne data | open data
  foreløpige tall | førebelse tal | provisional figures
`);

const PREFIXES = lines3(`
  Oversikt over | Oversikt over | Overview of
  Register over | Register over | Register of
  Statistikk om | Statistikk om | Statistics on
  Nøkkeltall for | Nøkkeltal for | Key figures for
`);

const SOURCES = lines3(`
  egne fagsystemer | eigne fagsystem | internal case management systems
  nasjonale registre | nasjonale register | national registers
  innrapportering fra kommunene | innrapportering frå kommunane | reports from the municipalities
  målinger og sensorer | målingar og sensorar | measurements and sensors
  spørreundersøkelser | spørjeundersøkingar | surveys
  søknader og vedtak | søknader og vedtak | applications and decisions
`);

const FREQUENCIES = lines3(`
  daglig | dagleg | daily
  ukentlig | kvar veke | weekly
  månedlig | månadleg | monthly
  kvartalsvis | kvartalsvis | quarterly
  årlig | årleg | annually
  ved behov | ved behov | as needed
  kontinuerlig | kontinuerleg | continuously
`);

const AUTHENTICATIONS = lines3(`
  ingen autentisering | inga autentisering | no authentication
  et Maskinporten-token | eit Maskinporten-token | a Maskinporten token
  en API-nøkkel | ein API-nøkkel | an API key
`);

const AUDIENCES = lines3(`
  innbyggere | innbyggjarar | residents
  næringsdrivende | næringsdrivande | businesses
  foreldre og foresatte | foreldre og føresette | parents and guardians
  eldre og pårørende | eldre og pårørande | older people and their families
  kommuner og fylkeskommuner | kommunar og fylkeskommunar | municipalities and counties
`);

const CONCEPT_ATTRIBUTES: readonly { title: Text3; definition: Text3 }[] = [
  ['Dato | Dato | Date', 'Datoen som gjelder for | Datoen som gjeld for | The date that applies to'],
  [
    'Beløp | Beløp | Amount',
    'Pengebeløpet knyttet til | Pengebeløpet knytt til | The monetary amount associated with',
  ],
  ['Type | Type | Type', 'Kategori som klassifiserer | Kategori som klassifiserer | Category classifying'],
  [
    'Status | Status | Status',
    'Tilstanden i behandlingen av | Tilstanden i behandlinga av | The state in the processing of',
  ],
  [
    'Identifikator | Identifikator | Identifier',
    'Entydig kjennetegn for | Eintydig kjenneteikn for | Unique identifier of',
  ],
  [
    'Periode | Periode | Period',
    'Tidsrommet som gjelder for | Tidsrommet som gjeld for | The time span that applies to',
  ],
].map(([title = '', definition = '']) => ({ title: text3(title), definition: text3(definition) }));

/** Text that looks like markup; it must reach the reader as the characters it is. */
const MARKUP_LOOKALIKES: readonly Text3[] = [
  {
    nb: 'Eldre beskrivelse: <b>Merk</b> at feltet kan inneholde <script>alert("xss")</script> fra kildesystemet.',
    nn: 'Eldre skildring: <b>Merk</b> at feltet kan innehalde <script>alert("xss")</script> frå kjeldesystemet.',
    en: 'Legacy description: <b>Note</b> that the field may contain <script>alert("xss")</script> from the source system.',
  },
  {
    nb: 'Importert tekst: <img src=x onerror=alert(1)> <i>ikke kontrollert</i>.',
    nn: 'Importert tekst: <img src=x onerror=alert(1)> <i>ikkje kontrollert</i>.',
    en: 'Imported text: <img src=x onerror=alert(1)> <i>not checked</i>.',
  },
  {
    nb: 'Se <a href="javascript:alert(1)">vedlegget</a> for detaljer & merknader.',
    nn: 'Sjå <a href="javascript:alert(1)">vedlegget</a> for detaljar & merknader.',
    en: 'See <a href="javascript:alert(1)">the attachment</a> for details & remarks.',
  },
];

const MARKUP_TITLE_SUFFIX: Text3 = { nb: ' <i>utgått</i>', nn: ' <i>utgått</i>', en: ' <i>deprecated</i>' };

type Compose = (nb: string, nn: string, en: string) => Text3;
const t3: Compose = (nb, nn, en) => ({ nb, nn, en });
const lower = (value: Text3): Text3 => t3(lowerFirst(value.nb), lowerFirst(value.nn), lowerFirst(value.en));
const join = (list: readonly Text3[], and: Text3): Text3 => {
  const pick = (lang: keyof Text3): string => {
    const words = list.map((entry) => entry[lang]);
    const last = words.pop();
    if (last === undefined) return '';
    return words.length === 0 ? last : `${words.join(', ')} ${and[lang]} ${last}`;
  };
  return t3(pick('nb'), pick('nn'), pick('en'));
};
const AND = text3('og | og | and');

export interface TitleContext {
  readonly random: Random;
  /** Where the resource is, for titles like "… i Bergen". */
  readonly place: Text3;
  /** The current year, for titles like "… 2023". */
  readonly year: number;
}

export function datasetTitle(context: TitleContext, subject: Text3, series: boolean): Text3 {
  const { random } = context;
  if (series)
    return t3(`${subject.nb} – tidsserie`, `${subject.nn} – tidsserie`, `${subject.en} – time series`);
  const roll = random.float();
  if (roll < 0.3) return subject;
  if (roll < 0.5) {
    const year = random.int(context.year - 12, context.year - 1);
    return t3(`${subject.nb} ${year}`, `${subject.nn} ${year}`, `${subject.en} ${year}`);
  }
  if (roll < 0.65) {
    const { place } = context;
    return t3(`${subject.nb} i ${place.nb}`, `${subject.nn} i ${place.nn}`, `${subject.en} in ${place.en}`);
  }
  if (roll < 0.77) {
    const by = random.pick(DIMENSIONS);
    return t3(`${subject.nb} etter ${by.nb}`, `${subject.nn} etter ${by.nn}`, `${subject.en} by ${by.en}`);
  }
  if (roll < 0.9) {
    const what = random.pick(QUALIFIERS);
    return t3(`${subject.nb} – ${what.nb}`, `${subject.nn} – ${what.nn}`, `${subject.en} – ${what.en}`);
  }
  const prefix = random.pick(PREFIXES);
  const object = lower(subject);
  return t3(`${prefix.nb} ${object.nb}`, `${prefix.nn} ${object.nn}`, `${prefix.en} ${object.en}`);
}

export function datasetDescription(context: TitleContext, subject: Text3, publisher: string | null): Text3 {
  const { random, place } = context;
  const about = lower(subject);
  const scopeRoll = random.float();
  let scope: Text3;
  if (scopeRoll < 0.35) scope = text3('for hele landet | for heile landet | for the whole country');
  else if (scopeRoll < 0.6) scope = t3(`for ${place.nb}`, `for ${place.nn}`, `for ${place.en}`);
  else if (scopeRoll < 0.85) {
    const by = random.pick(DIMENSIONS);
    scope = t3(`fordelt på ${by.nb}`, `fordelt på ${by.nn}`, `broken down by ${by.en}`);
  } else {
    const year = random.int(context.year - 25, context.year - 2);
    scope = t3(
      `fra ${year} og fram til i dag`,
      `frå ${year} og fram til i dag`,
      `from ${year} to the present`,
    );
  }
  const source = random.pick(SOURCES);
  const frequency = random.pick(FREQUENCIES);
  let text = t3(
    `Datasettet inneholder ${about.nb} ${scope.nb}. Dataene er hentet fra ${source.nb} og oppdateres ${frequency.nb}.`,
    `Datasettet inneheld ${about.nn} ${scope.nn}. Dataa er henta frå ${source.nn} og blir oppdaterte ${frequency.nn}.`,
    `The dataset contains ${about.en} ${scope.en}. The data is collected from ${source.en} and updated ${frequency.en}.`,
  );
  if (publisher !== null && random.chance(0.4)) {
    text = append(
      text,
      t3(
        `${publisher} er ansvarlig for datasettet.`,
        `${publisher} er ansvarleg for datasettet.`,
        `${publisher} is responsible for the dataset.`,
      ),
      ' ',
    );
  }
  return text;
}

export function dataServiceTitle(random: Random, subject: Text3, geographic: boolean): Text3 {
  const object = lower(subject);
  const roll = random.float();
  if (geographic && roll < 0.3) return t3(`WMS ${object.nb}`, `WMS ${object.nn}`, `${subject.en} WMS`);
  if (roll < 0.55) return t3(`API for ${object.nb}`, `API for ${object.nn}`, `${subject.en} API`);
  if (roll < 0.8)
    return t3(`${subject.nb} – REST-API`, `${subject.nn} – REST-API`, `${subject.en} – REST API`);
  return t3(`Åpent API for ${object.nb}`, `Ope API for ${object.nn}`, `Open API for ${object.en}`);
}

/** `formats`: the API's media types, e.g. `MEDIA_TYPE application/json`. */
export function dataServiceDescription(random: Random, subject: Text3, formats: readonly string[]): Text3 {
  const about = lower(subject);
  const auth = random.pick(AUTHENTICATIONS);
  const names = formats.map((format) => text3(formatName(format)));
  const returns =
    names.length === 0
      ? t3('Tjenesten', 'Tenesta', 'The service')
      : t3(
          `Tjenesten returnerer ${join(names, AND).nb}`,
          `Tenesta returnerer ${join(names, AND).nn}`,
          `The service returns ${join(names, AND).en}`,
        );
  return t3(
    `API som gir maskinell tilgang til ${about.nb}. ${returns.nb} og krever ${auth.nb}.`,
    `API som gir maskinell tilgang til ${about.nn}. ${returns.nn} og krev ${auth.nn}.`,
    `API giving machine access to ${about.en}. ${returns.en} and requires ${auth.en}.`,
  );
}

function formatName(format: string): string {
  const code = format.slice(format.lastIndexOf(' ') + 1);
  const known: Record<string, string> = {
    'application/json': 'JSON',
    'application/xml': 'XML',
    'text/csv': 'CSV',
    'application/vnd.geo+json': 'GeoJSON',
    'application/gml+xml': 'GML',
    'application/ld+json': 'JSON-LD',
    'text/turtle': 'Turtle',
  };
  return known[code] ?? code;
}

export function informationModelTitle(random: Random, subject: Text3): Text3 {
  const object = lower(subject);
  const roll = random.float();
  if (roll < 0.45) {
    return t3(
      `Informasjonsmodell for ${object.nb}`,
      `Informasjonsmodell for ${object.nn}`,
      `Information model for ${object.en}`,
    );
  }
  if (roll < 0.7)
    return t3(
      `${subject.nb} – logisk modell`,
      `${subject.nn} – logisk modell`,
      `${subject.en} – logical model`,
    );
  if (roll < 0.85)
    return t3(
      `Begrepsmodell for ${object.nb}`,
      `Omgrepsmodell for ${object.nn}`,
      `Concept model for ${object.en}`,
    );
  return t3(
    `${subject.nb} – meldingsformat`,
    `${subject.nn} – meldingsformat`,
    `${subject.en} – message format`,
  );
}

export function informationModelDescription(subject: Text3): Text3 {
  const about = lower(subject);
  return t3(
    `Modellen beskriver struktur, egenskaper og sammenhenger for ${about.nb}, og er grunnlaget for utveksling av data mellom virksomheter.`,
    `Modellen skildrar struktur, eigenskapar og samanhengar for ${about.nn}, og er grunnlaget for utveksling av data mellom verksemder.`,
    `The model describes the structure, properties and relationships of ${about.en}, and is the basis for exchanging data between organisations.`,
  );
}

/** A concept's preferred label and definition: a domain's term as it is, or an attribute of it. */
export function conceptText(random: Random, concept: Concept): { title: Text3; definition: Text3 } {
  if (random.chance(0.65)) return { title: concept.term, definition: concept.definition };
  const attribute = random.pick(CONCEPT_ATTRIBUTES);
  const term = lower(concept.term);
  return {
    title: t3(
      `${attribute.title.nb} for ${term.nb}`,
      `${attribute.title.nn} for ${term.nn}`,
      `${attribute.title.en} of ${term.en}`,
    ),
    definition: t3(
      `${attribute.definition.nb} ${term.nb}. ${concept.definition.nb}`,
      `${attribute.definition.nn} ${term.nn}. ${concept.definition.nn}`,
      `${attribute.definition.en} ${term.en}. ${concept.definition.en}`,
    ),
  };
}

export function serviceDescription(
  random: Random,
  title: Text3,
  publisher: string | null,
  municipal: boolean,
): Text3 {
  const name = lower(title);
  const by = publisher ?? 'det offentlige';
  const byNn = publisher ?? 'det offentlege';
  const byEn = publisher ?? 'the public sector';
  const weeks = random.int(1, 12);
  const channel = municipal
    ? text3('kommunens nettsider | nettsidene til kommunen | the municipality’s website')
    : random.pick(
        lines3('Altinn | Altinn | Altinn\nID-porten | ID-porten | ID-porten\nMin side | Mi side | My page'),
      );
  let text = t3(
    `Tjenesten «${name.nb}» tilbys av ${by}. Du kan søke digitalt via ${channel.nb}. Saksbehandlingstiden er normalt ${weeks} uker.`,
    `Tenesta «${name.nn}» blir tilbydd av ${byNn}. Du kan søkje digitalt via ${channel.nn}. Sakshandsamingstida er normalt ${weeks} veker.`,
    `The service "${name.en}" is provided by ${byEn}. You can apply online via ${channel.en}. Processing normally takes ${weeks} weeks.`,
  );
  if (random.chance(0.5)) {
    const audience = random.pick(AUDIENCES);
    text = append(
      text,
      t3(
        `Tjenesten er rettet mot ${audience.nb}.`,
        `Tenesta er retta mot ${audience.nn}.`,
        `The service is intended for ${audience.en}.`,
      ),
      ' ',
    );
  }
  return text;
}

export function eventDescription(topic: EventTopic, services: number): Text3 {
  const life = topic.specializedType === 'LIFE_EVENT';
  return t3(
    `Her finner du tjenester og informasjon fra det offentlige som er relevante for ${life ? 'livshendelsen' : 'virksomhetshendelsen'} «${topic.title.nb}». Hendelsen samler ${services} tjenester.`,
    `Her finn du tenester og informasjon frå det offentlege som er relevante for ${life ? 'livshendinga' : 'verksemdshendinga'} «${topic.title.nn}». Hendinga samlar ${services} tenester.`,
    `Public services and information relevant to the ${life ? 'life event' : 'business event'} "${topic.title.en}". The event brings together ${services} services.`,
  );
}

/**
 * Light Markdown on a share of descriptions: a bold note, a bullet list of the keywords, a link to the
 * licence. `keywords` are the resource's own, so the list agrees with them.
 */
export function withMarkdown(random: Random, description: Text3, keywords: readonly Text3[]): Text3 {
  const roll = random.float();
  if (roll < 0.35) {
    return append(
      description,
      text3(
        '**Merk:** Tallene for siste periode er foreløpige. | **Merk:** Tala for siste periode er førebelse. | **Note:** Figures for the latest period are provisional.',
      ),
      '\n\n',
    );
  }
  if (roll < 0.7 && keywords.length >= 2) {
    const list = (lang: keyof Text3): string => keywords.map((keyword) => `- ${keyword[lang]}`).join('\n');
    return append(
      description,
      t3(`Omfatter:\n${list('nb')}`, `Omfattar:\n${list('nn')}`, `Covers:\n${list('en')}`),
      '\n\n',
    );
  }
  const licence = random.chance(0.6)
    ? '[NLOD 2.0](https://data.norge.no/nlod/no/2.0)'
    : '[CC BY 4.0](https://creativecommons.org/licenses/by/4.0/)';
  return append(
    description,
    t3(
      `Dataene er lisensiert under ${licence}.`,
      `Dataa er lisensierte under ${licence}.`,
      `The data is licensed under ${licence}.`,
    ),
    '\n\n',
  );
}

export function withMarkupLookalike(random: Random, description: Text3): Text3 {
  return append(description, random.pick(MARKUP_LOOKALIKES), '\n\n');
}

export function withMarkupInTitle(title: Text3): Text3 {
  return append(title, MARKUP_TITLE_SUFFIX, '');
}

export function inPlace(title: Text3, place: Text3): Text3 {
  return t3(`${title.nb} i ${place.nb}`, `${title.nn} i ${place.nn}`, `${title.en} in ${place.en}`);
}

function append(first: Text3, second: Text3, separator: string): Text3 {
  return t3(
    `${first.nb}${separator}${second.nb}`,
    `${first.nn}${separator}${second.nn}`,
    `${first.en}${separator}${second.en}`,
  );
}
