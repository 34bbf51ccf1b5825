/**
 * A subject area of the demo catalogue: what its datasets are about, the words its keywords and concepts
 * use, the services it offers, and the EU and LOS themes that fit it. Publishers work in one or more
 * domains, so a resource's title, keywords and themes agree with each other and with its publisher.
 */
import type { EuTheme } from '../../../src/interface/vocabulary';
import { lines3, text3, type Text3 } from '../text3';

export interface Concept {
  readonly term: Text3;
  readonly definition: Text3;
}

export interface Domain {
  readonly key: string;
  readonly euThemes: readonly EuTheme[];
  /** LOS paths, most specific fit first. */
  readonly losPaths: readonly string[];
  /** Belongs to the transport portal. */
  readonly transport: boolean;
  /** Data usually published as maps. */
  readonly geographic: boolean;
  /** Noun phrases datasets, APIs and information models are about. */
  readonly subjects: readonly Text3[];
  readonly keywords: readonly Text3[];
  readonly concepts: readonly Concept[];
  /** Titles of public services. */
  readonly services: readonly Text3[];
}

export interface DomainSource {
  readonly key: string;
  readonly eu: readonly EuTheme[];
  readonly los: readonly string[];
  readonly transport?: boolean;
  readonly geographic?: boolean;
  /** One `nb | nn | en` a line. */
  readonly subjects: string;
  /** `nb | nn | en; nb | nn | en; …` */
  readonly keywords: string;
  /** One `term nb | nn | en || definition nb | nn | en` a line. */
  readonly concepts: string;
  /** One `nb | nn | en` a line. */
  readonly services: string;
}

export function domain(source: DomainSource): Domain {
  return {
    key: source.key,
    euThemes: source.eu,
    losPaths: source.los,
    transport: source.transport ?? false,
    geographic: source.geographic ?? false,
    subjects: lines3(source.subjects),
    keywords: source.keywords.split(';').map(text3),
    concepts: source.concepts
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '')
      .map((line) => {
        const [term = '', definition = ''] = line.split('||');
        return { term: text3(term), definition: text3(definition) };
      }),
    services: lines3(source.services),
  };
}
