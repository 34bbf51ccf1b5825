import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { FacetValue, ListFacet } from '../../search/facets/types';
import { renderWithApp } from '../../test/renderWithApp';
import { ListFacetView } from './ListFacetView';
import { INITIAL_VISIBLE, VISIBLE_STEP } from './visibleWindow';

const PLACES = ['Tromsø', 'Bærum', 'Ås', 'Oslo', 'Bodø'];

/** A facet of `size` places, by count descending as the model orders them. */
function bigFacet(size: number, selected: ReadonlySet<string> = new Set()): ListFacet {
  const values: FacetValue[] = Array.from({ length: size }, (_, index) => {
    const key = `${PLACES[index % PLACES.length] ?? ''} ${index}`;
    return { key, label: key, count: size - index, selected: selected.has(key) };
  });
  return {
    kind: 'list',
    id: 'spatial',
    filter: 'spatial',
    selection: 'multiple',
    selectedCount: selected.size,
    values,
    size: values.length,
    top: (n) => values.slice(0, n),
  };
}

describe('ListFacetView with 15 000 values', () => {
  it('renders only the first values and filters 15 000 in the browser', { timeout: 60_000 }, async () => {
    const toggled: string[] = [];
    const { user } = await renderWithApp(
      <ListFacetView
        facet={bigFacet(15_000)}
        onToggle={(key) => toggled.push(key)}
        onClear={() => undefined}
      />,
    );
    const facet = screen.getByRole('group', { name: 'Geography' });
    expect(within(facet).getAllByRole('checkbox')).toHaveLength(INITIAL_VISIBLE);
    expect(within(facet).getByRole('checkbox', { name: 'Tromsø 0 (15,000)' })).toBeTruthy();

    const more = within(facet).getByRole('button', { name: 'Show more places' });
    expect(more.getAttribute('aria-expanded')).toBe('false');

    const box = within(facet).getByRole('textbox', { name: 'Filter places' });
    fireEvent.change(box, { target: { value: 'TROMSO 1235' } });
    const shown = within(facet).getAllByRole('checkbox');
    // Every fifth value is Tromsø: "Tromsø 1235", "Tromsø 12350" and "Tromsø 12355".
    expect(shown).toHaveLength(3);
    expect(within(facet).getByRole('checkbox', { name: /^Tromsø 1235 \(/ })).toBeTruthy();

    fireEvent.change(box, { target: { value: 'baerum' } });
    expect(within(facet).getAllByRole('checkbox')).toHaveLength(INITIAL_VISIBLE);
    await user.click(within(facet).getByRole('button', { name: 'Show more places' }));
    expect(within(facet).getAllByRole('checkbox')).toHaveLength(INITIAL_VISIBLE + VISIBLE_STEP);
    expect(
      within(facet).getByRole('button', { name: 'Show more places' }).getAttribute('aria-expanded'),
    ).toBe('true');
    await user.click(within(facet).getAllByRole('checkbox')[0] as HTMLElement);
    expect(toggled).toEqual(['Bærum 1']);
  });
});
