/**
 * Catalogue text (a facet value, a title, a publisher) in its own bidi isolate: `<bdi>` takes its direction from
 * its first strong character and cannot reorder what is around it, so a value that opens U+202E and never closes
 * it cannot flip its count or its neighbours ("\u202EolsO (13)" stays "… (13)", not "(31) …").
 */
import type { ReactNode } from 'react';

export function Isolated({ children, lang }: { children: ReactNode; lang?: string | undefined }) {
  return <bdi lang={lang}>{children}</bdi>;
}

const MARKER = '\u0000';

/**
 * A message around one catalogue value ("Organisation: {value}", "{value} (1,234)"), written by the messages so each
 * language orders it its own way; only the value is isolated, the message's own words stay one text node each.
 */
export function MessageWithValue({
  message,
  value,
  lang,
}: {
  message: (marker: string) => string;
  value: ReactNode;
  lang?: string | undefined;
}) {
  const [before = '', after = ''] = message(MARKER).split(MARKER);
  return (
    <>
      {before}
      <Isolated lang={lang}>{value}</Isolated>
      {after}
    </>
  );
}
