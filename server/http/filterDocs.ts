/**
 * What each filter means, for the OpenAPI document. Typed by the vocabulary's filter names, so a filter
 * added to `FILTERS` does not compile until it is described here.
 */
import { ACCESS_RIGHTS, EU_THEMES, PROVENANCES, type FilterName } from '../../src/interface/vocabulary';

export interface FilterDoc {
  description: string;
  example: unknown;
}

export const FILTER_DOCS: Record<FilterName, FilterDoc> = {
  dataTheme: {
    description: `EU data-theme codes (${EU_THEMES.join(', ')}); every code must match (AND).`,
    example: ['ENVI', 'GOVE'],
  },
  openData: {
    description: 'Only open data (true) or only data that is not open (false). Datasets only.',
    example: true,
  },
  formats: {
    description:
      'Prefixed formats such as "MEDIA_TYPE text/csv", "FILE_TYPE SHP" or "UNKNOWN"; every value must match (AND). The aggregation is named "format".',
    example: ['MEDIA_TYPE text/csv'],
  },
  accessRights: {
    description: `Access-rights codes (${ACCESS_RIGHTS.join(', ')}); one string or several (AND). null selects resources without access rights.`,
    example: 'PUBLIC',
  },
  losTheme: {
    description:
      'LOS theme paths such as "helse-og-omsorg/svangerskap"; a parent path matches its descendants; every value must match (AND).',
    example: ['familie-og-barn'],
  },
  orgPath: {
    description:
      'Publisher paths such as "/STAT/912660680"; a parent path matches its descendants; one string or several (AND). null selects resources without a publisher path.',
    example: '/KOMMUNE',
  },
  spatial: {
    description: 'Norwegian Bokmål place labels such as "Norge" or "Oslo"; every value must match (AND).',
    example: ['Norge'],
  },
  provenance: {
    description: `Provenance codes (${PROVENANCES.join(', ')}); one string or several (AND).`,
    example: 'NASJONAL',
  },
  lastXDays: {
    description: 'First harvested within the last N days.',
    example: 30,
  },
  lastXDaysModified: {
    description: 'Modified within the last N days.',
    example: 30,
  },
  relations: {
    description: 'Resources related to this URI (one of their relations points to it).',
    example: 'https://data.norge.no/concepts/0b3bfa6b-3bd1-4d4e-8d5b-1b1ba3c7b3a5',
  },
  uri: {
    description: 'Resources whose URI is one of these (OR).',
    example: ['https://data.norge.no/datasets/1'],
  },
};
