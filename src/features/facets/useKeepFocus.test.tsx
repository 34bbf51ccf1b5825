import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useKeepFocus } from './useKeepFocus';

/** Inputs that React replaces (new key) on every `generation`, as a moved or remounted control is. */
function Controls({ generation, prefix = 'keep' }: { generation: number; prefix?: string }) {
  useKeepFocus(prefix);
  return (
    <div>
      <input key={`a${generation}`} id={`${prefix}-a`} aria-label="a" />
      <input key={`b${generation}`} id={`${prefix}-b`} aria-label="b" />
    </div>
  );
}

describe('useKeepFocus', () => {
  it('focuses the control with the same id again when a re-render dropped its focus', () => {
    const { rerender } = render(
      <>
        <Controls generation={0} />
        <button type="button">elsewhere</button>
      </>,
    );
    const before = document.getElementById('keep-b');
    before?.focus();
    rerender(
      <>
        <Controls generation={1} />
        <button type="button">elsewhere</button>
      </>,
    );
    const after = document.getElementById('keep-b');
    expect(after).not.toBe(before);
    expect(document.activeElement).toBe(after);
  });

  it('leaves focus alone when it is elsewhere or on a control of another prefix', () => {
    const { rerender, getByRole } = render(
      <>
        <Controls generation={0} />
        <button type="button">elsewhere</button>
      </>,
    );
    getByRole('button').focus();
    rerender(
      <>
        <Controls generation={1} />
        <button type="button">elsewhere</button>
      </>,
    );
    expect(document.activeElement).toBe(getByRole('button'));

    document.getElementById('keep-a')?.focus();
    rerender(
      <>
        <Controls generation={2} prefix="other" />
        <button type="button">elsewhere</button>
      </>,
    );
    expect(document.activeElement).toBe(document.body);
  });
});
