/**
 * The texts of the parts loaded on demand (the embed dialog, the resource preview), in every language: imported
 * only by those parts, so these texts load with their chunks and never with the first page, while a language
 * switch needs no further load.
 */
import { useMemo } from 'react';

import type { Locale } from '../interface/locales';
import type { I18n } from './I18nContext';
import { onDemandMessages as en } from './messages/onDemand/en';
import { onDemandMessages as nb } from './messages/onDemand/nb';
import { onDemandMessages as nn } from './messages/onDemand/nn';
import type { Messages, OnDemandMessages } from './messages/types';
import { useI18n } from './useI18n';

export const ON_DEMAND_MESSAGES: Readonly<Record<Locale, OnDemandMessages>> = { nb, nn, en };

/** `useI18n()` whose messages also hold the active language's on-demand texts. */
export function useI18nOnDemand(): I18n & { readonly m: Messages & OnDemandMessages } {
  const i18n = useI18n();
  return useMemo(() => ({ ...i18n, m: { ...i18n.m, ...ON_DEMAND_MESSAGES[i18n.locale] } }), [i18n]);
}
