/**
 * What an embed is limited to, in words: the locked type, then each locked value labelled as its chip would be
 * (organisation names, theme labels, "New in the last 30 days"). Pure.
 */
import type { ResourceType } from '../../interface/vocabulary';
import type { LabelContext } from '../facets/labeler';
import { filterValueLabel } from '../filters/filterCodec';
import type { EmbedOptions } from './embedOptions';
import { lockedValues } from './locks';

export function lockLabels(
  options: EmbedOptions,
  context: LabelContext,
  typeLabel: (type: ResourceType) => string,
): string[] {
  const values = lockedValues(options).map(
    ({ filter, value }) => filterValueLabel(filter, value, context).label,
  );
  return options.lockType === null ? values : [typeLabel(options.lockType), ...values];
}

/** The organisations a lock names (their names are asked of the organisation catalogue). */
export function lockedOrgPaths(options: EmbedOptions): string[] {
  return options.locks.orgPath === null ? [] : [options.locks.orgPath];
}
