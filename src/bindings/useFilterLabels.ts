import { useMemo } from 'react';

import { useI18n } from '../i18n/useI18n';
import type { SearchObject } from '../interface/searchObject';
import type { LabelContext } from '../search/facets/labeler';
import { activeFilters as activeFiltersOf } from '../search/filters/filterCodec';
import { withDayLabels } from './dayLabels';
import { useSearchSelector } from './searchDriver';
import { useCatalogueNames, useWantOrgNames } from './useCatalogueNames';
import { useOrgNames } from './useOrgNames';

/**
 * What the filter codec needs to label a value in the UI language: code labels, the days filters' wording
 * ("New in the last 30 days") and the organisation names: the catalogue's for the organisations in view (asked for
 * here), else those seen in hits. Chips and the no-results view share it,
 * so a value has one label everywhere.
 */
export function useFilterLabels(hits?: readonly SearchObject[]): LabelContext {
  const { m, f, labels, locale } = useI18n();
  const orgNames = useOrgNames(hits, locale);
  // The organisations of the chips (and the no-results view) and of the hits on screen. The filters shown keep
  // their identity while the query is typed.
  const filters = useSearchSelector((s) => s.view.filters);
  const wanted = useMemo(() => {
    const chosen = activeFiltersOf(filters).flatMap((active) =>
      active.filter === 'orgPath' ? [active.value] : [],
    );
    const publishers =
      hits?.flatMap((hit) => (hit.organization?.orgPath ? [hit.organization.orgPath] : [])) ?? [];
    return [...chosen, ...publishers];
  }, [filters, hits]);
  useWantOrgNames(wanted);
  const catalogueNames = useCatalogueNames(locale);
  // Its own memo: names arriving must not renew the labeler, on which facets cache their labelled values.
  const codeLabels = useMemo(() => withDayLabels(labels, m, f), [labels, m, f]);
  return useMemo<LabelContext>(
    () => ({ labels: codeLabels, orgNames, catalogueNames, locale }),
    [codeLabels, orgNames, catalogueNames, locale],
  );
}
