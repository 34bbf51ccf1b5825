/**
 * One chunk per language: only the active language's messages are in the first page. The app awaits this
 * before its first render and before switching language; a language loads once.
 */
import type { Locale } from '../interface/locales';
import type { Messages } from './messages/types';

const loaders: Readonly<Record<Locale, () => Promise<Messages>>> = {
  nb: () => import('./messages/nb').then((module) => module.messages),
  nn: () => import('./messages/nn').then((module) => module.messages),
  en: () => import('./messages/en').then((module) => module.messages),
};

const loaded = new Map<Locale, Promise<Messages>>();

export function loadMessages(locale: Locale): Promise<Messages> {
  const cached = loaded.get(locale);
  if (cached) return cached;
  const promise = loaders[locale]();
  loaded.set(locale, promise);
  // A failed chunk (offline, a new deployment) is tried again next time instead of failing forever.
  promise.catch(() => loaded.delete(locale));
  return promise;
}
