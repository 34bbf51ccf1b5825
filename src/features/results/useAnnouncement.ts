import { useEffect, useState } from 'react';

/**
 * The text of a live region: the first sentence given for each `key`, set `delayMs` after it is given (so a
 * screen reader hears the settled state once, not every step towards it). A new key empties the region at once,
 * so the same sentence for a new key is heard again.
 */
export function useAnnouncement(key: string, sentence: string | null, delayMs: number): string {
  const [said, setSaid] = useState<{ key: string; text: string } | null>(null);
  useEffect(() => {
    if (sentence === null || said?.key === key) return;
    const timer = setTimeout(() => setSaid({ key, text: sentence }), delayMs);
    return () => clearTimeout(timer);
  }, [key, sentence, said, delayMs]);
  return said?.key === key ? said.text : '';
}
