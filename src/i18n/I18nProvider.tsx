import { type ReactNode, useEffect, useMemo } from 'react';

import { createFormatters } from './format';
import { type I18n, I18nContext } from './I18nContext';
import { createCodeLabeler } from './labeler';
import type { Locale } from '../interface/locales';
import type { Messages } from './messages/types';

export interface I18nProviderProps {
  readonly locale: Locale;
  /** The locale's messages, from `loadMessages(locale)`. */
  readonly messages: Messages;
  readonly children?: ReactNode;
}

/** Gives its children the language; also keeps `<html lang>` in step so screen readers pronounce it right. */
export function I18nProvider({ locale, messages, children }: I18nProviderProps) {
  const value = useMemo<I18n>(
    () => ({
      locale,
      m: messages,
      f: createFormatters(locale),
      labels: createCodeLabeler(locale, messages.codes),
    }),
    [locale, messages],
  );
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return <I18nContext value={value}>{children}</I18nContext>;
}
