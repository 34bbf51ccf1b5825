import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithApp } from '../../test/renderWithApp';
import { FacetValueControl } from './FacetValueControl';

const RLO_OSLO = '\u202EolsO';

describe('FacetValueControl bidi isolation', () => {
  it('renders a label that opens U+202E inside its own isolate, with the count outside it', async () => {
    await renderWithApp(
      <FacetValueControl
        kind="checkbox"
        id="v"
        label={RLO_OSLO}
        count={13}
        checked={false}
        value="oslo"
        onSelect={() => undefined}
      />,
    );
    const box = screen.getByRole('checkbox', { name: `${RLO_OSLO} (13)` });
    const label = box.closest('label');
    const isolate = label?.querySelector('bdi');
    expect(isolate?.textContent).toBe(RLO_OSLO);
    // The count is the label's own text, after the isolate: the override cannot reach it.
    const outside = [...(label?.childNodes ?? [])].flatMap((node) => [...node.childNodes]);
    const after = outside.slice(outside.findIndex((node) => node === isolate) + 1);
    expect(after.map((node) => node.textContent).join('')).toBe(' (13)');
    expect(isolate?.contains(screen.getByText('(13)', { exact: false }))).toBe(false);
  });
});
