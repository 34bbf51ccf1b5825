import { useCallback, useEffect, useRef, useState } from 'react';

import { useI18n } from '../i18n/useI18n';

const STATUS_MS = 5_000;

/**
 * Copies text to the clipboard and gives the sentence to show (and announce) in a polite status region:
 * the caller's confirmation, or a request to copy by hand where the clipboard is unavailable.
 */
export function useCopy(): {
  status: string;
  /** Resolves to whether the text reached the clipboard (the caller may then offer it to copy by hand). */
  copy: (text: string, confirmation: string) => Promise<boolean>;
} {
  const { m } = useI18n();
  const [status, setStatus] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const show = useCallback((text: string) => {
    if (!mounted.current) return;
    setStatus(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus(''), STATUS_MS);
  }, []);

  const copy = useCallback(
    (text: string, confirmation: string) => {
      const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
      if (typeof clipboard?.writeText !== 'function') {
        show(m.footer.copyFailed);
        return Promise.resolve(false);
      }
      return clipboard.writeText(text).then(
        () => {
          show(confirmation);
          return true;
        },
        () => {
          show(m.footer.copyFailed);
          return false;
        },
      );
    },
    [m, show],
  );

  return { status, copy };
}
