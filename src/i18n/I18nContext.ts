import { createContext } from 'react';

import type { Formatters } from './format';
import type { CodeLabeler } from './labeler';
import type { Locale } from '../interface/locales';
import type { Messages } from './messages/types';

export interface I18n {
  readonly locale: Locale;
  readonly m: Messages;
  readonly f: Formatters;
  readonly labels: CodeLabeler;
}

export const I18nContext = createContext<I18n | null>(null);
