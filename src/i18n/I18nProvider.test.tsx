import { render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { I18nProvider } from './I18nProvider';
import type { Locale } from '../interface/locales';
import { messages as en } from './messages/en';
import { messages as nn } from './messages/nn';
import type { Messages } from './messages/types';
import { useI18n } from './useI18n';

function Probe() {
  const { locale, m, f, labels } = useI18n();
  return (
    <p>
      {[
        locale,
        m.search.label,
        f.number(1234),
        labels.euTheme('ENVI'),
        labels.resourceType('concepts', 'plural'),
      ].join(' | ')}
    </p>
  );
}

describe('I18nProvider and useI18n', () => {
  it('give components the messages, formatters and labels of the locale', () => {
    const { rerender } = render(
      <I18nProvider locale="en" messages={en}>
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByText('en | Search | 1,234 | Environment | Concepts')).toBeDefined();

    rerender(
      <I18nProvider locale="nn" messages={nn}>
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByText(/^nn \| Søk \| 1\s234 \| Miljø \| Omgrep$/)).toBeDefined();
  });

  it('keeps <html lang> in step with the locale', () => {
    const { rerender } = render(<I18nProvider locale="nn" messages={nn} />);
    expect(document.documentElement.lang).toBe('nn');
    rerender(<I18nProvider locale="en" messages={en} />);
    expect(document.documentElement.lang).toBe('en');
  });

  it('hands out the same value while the locale stays, so consumers do not re-render needlessly', () => {
    let props: { locale: Locale; messages: Messages } = { locale: 'en', messages: en };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nProvider locale={props.locale} messages={props.messages}>
        {children}
      </I18nProvider>
    );
    const { result, rerender } = renderHook(() => useI18n(), { wrapper });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    props = { locale: 'nn', messages: nn };
    rerender();
    expect(result.current).not.toBe(first);
    expect(result.current.m).toBe(nn);
  });

  it('fails loudly without a provider', () => {
    // React reports the render error on the console as well; keep the test output clean.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useI18n())).toThrow(/I18nProvider/);
    quiet.mockRestore();
  });
});
