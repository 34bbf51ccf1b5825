import { useMemo } from 'react';

import { useI18n } from '../i18n/useI18n';
import type { SearchObject } from '../interface/searchObject';
import type { LabelContext } from '../search/facets/labeler';
import { withDayLabels } from './dayLabels';
import { useOrgNames } from './useOrgNames';

/**
 * What the filter codec needs to label a value in the UI language: code labels, the days filters' wording
 * ("New in the last 30 days") and the organisation names seen so far. Chips and the no-results view share it,
 * so a value has one label everywhere.
 */
export function useFilterLabels(hits?: readonly SearchObject[]): LabelContext {
  const { m, f, labels, locale } = useI18n();
  const orgNames = useOrgNames(hits, locale);
  return useMemo<LabelContext>(
    () => ({
      labels: withDayLabels(labels, m, f),
      orgNames,
      locale,
    }),
    [labels, m, f, orgNames, locale],
  );
}
