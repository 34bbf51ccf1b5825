import { useEffect, useState, type ReactNode } from 'react';

import { useSearchSelector } from '../bindings/searchDriver';
import { I18nProvider } from '../i18n/I18nProvider';
import { loadMessages } from '../i18n/loadMessages';
import type { Locale } from '../interface/locales';
import type { Messages } from '../i18n/messages/types';

/**
 * Provides the UI language of the URL (`lang`, else `fallback`: the browser's preference, or the language a
 * server-rendered page was rendered in). A switch keeps the current language on screen until the new one's
 * messages have loaded (the provider keeps `<html lang>` in step).
 */
export function LocaleGate({
  initial,
  fallback,
  children,
}: {
  initial: { locale: Locale; messages: Messages };
  fallback: Locale;
  children: ReactNode;
}) {
  const lang = useSearchSelector((s) => s.lang);
  const wanted = lang ?? fallback;
  const [loaded, setLoaded] = useState(initial);

  useEffect(() => {
    if (wanted === loaded.locale) return;
    let current = true;
    void loadMessages(wanted).then((messages) => {
      if (current) setLoaded({ locale: wanted, messages });
    });
    return () => {
      current = false;
    };
  }, [wanted, loaded.locale]);

  return (
    <I18nProvider locale={loaded.locale} messages={loaded.messages}>
      {children}
    </I18nProvider>
  );
}
