import { useCallback, useEffect, useRef, useState } from 'react';

import { useI18n } from '../i18n/useI18n';

const STATUS_MS = 5_000;

/**
 * Copies text to the clipboard and gives the sentence to show (and announce) in a polite status region:
 * the caller's confirmation, or a request to copy by hand where the clipboard is unavailable.
 */
export function useCopy(): { status: string; copy: (text: string, confirmation: string) => void } {
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
        return;
      }
      clipboard.writeText(text).then(
        () => show(confirmation),
        () => show(m.footer.copyFailed),
      );
    },
    [m, show],
  );

  return { status, copy };
}
