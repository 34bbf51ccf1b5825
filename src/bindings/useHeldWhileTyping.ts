import { useEffect, useState } from 'react';

import { useHeadlessDriver, type SearchSnapshot } from './searchDriver';
import type { Equality } from './selection';

/** The field holds a query not yet committed: the visitor is typing (until the pause, Enter or a click commits). */
export const isTyping = (snapshot: SearchSnapshot) => snapshot.view.q !== snapshot.committed.q;

/**
 * `value` as it was shown before the visitor began typing, for as long as they type; `value` itself otherwise. For
 * what shows the results: an answer that arrives under the visitor's keys (the search committed at their last
 * pause) would make the next keys wait for its render, layout and paint, and the query they are typing replaces it
 * within moments. It shows when they pause, as the next search commits.
 *
 * Whether they type is read when the component renders for another reason (a new `value`), not subscribed to: the
 * start of typing must not render what shows the results. The end of typing is subscribed to while a value is held.
 */
export function useHeldWhileTyping<T>(value: T, isEqual: Equality<T> = Object.is): T {
  const driver = useHeadlessDriver();
  const typing = isTyping(driver.getSnapshot());
  const [shown, setShown] = useState(value);
  const current = isEqual(shown, value);
  // An update during render: React renders this component again at once, before its children.
  if (!typing && !current) setShown(value);
  useEffect(() => {
    if (current) return undefined;
    const release = () => {
      if (!isTyping(driver.getSnapshot())) setShown(value);
    };
    // Typing may have ended between this render and the effect.
    release();
    return driver.subscribe(release);
  }, [driver, current, value]);
  return typing || current ? shown : value;
}
