import { useContext } from 'react';

import { type I18n, I18nContext } from './I18nContext';

/** The active language's messages, formatters and code labels. */
export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n() needs an <I18nProvider> above it');
  return i18n;
}
