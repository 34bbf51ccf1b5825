/**
 * Organisation names from the organisation catalogue in the facet, its filter box and the chips; fetched beside
 * the search, never through it.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { nameIn } from '../../api';
import { namesOf } from '../../api/orgNames/orgNameCache';
import { testOrganizations } from '../../test/inProcessOrganizations';
import { renderWithApp } from '../../test/renderWithApp';
import { ActiveFilters } from '../active-filters';
import { FacetPanel } from './FacetPanel';
import { forgetOpenStates } from './facetOpenState';

configure({ asyncUtilTimeout: 8_000 });
const SLOW = { timeout: 40_000 };

beforeEach(() => {
  localStorage.clear();
  forgetOpenStates();
});

const BARE_NUMBER = /^\d{9} \(/;
const organisations = () => screen.getByRole('group', { name: 'Organisation' });
const radioNames = (group: HTMLElement) =>
  within(group)
    .getAllByRole('radio')
    .map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent ?? '');

/** An organisation under State with a name, as the catalogue serves it in English. */
function stateAgency() {
  for (const organization of testOrganizations()) {
    const names = namesOf(organization);
    if (names && organization.orgPath?.startsWith('/STAT/') && organization.orgPath.split('/').length === 3)
      return { path: organization.orgPath, name: nameIn(names, 'en') };
  }
  throw new Error('the test catalogue has a state agency');
}

describe('organisation names from the catalogue', () => {
  it('names every organisation in the facet and finds one by part of its name', SLOW, async () => {
    const { user, requests, orgRequests } = await renderWithApp(<FacetPanel />, {
      url: '/datasets',
      organizationCatalogue: true,
    });
    await screen.findByRole('group', { name: 'Organisation' }, { timeout: 10_000 });
    await user.click(within(organisations()).getByRole('button', { name: 'Expand State' }));
    await user.click(within(organisations()).getByRole('button', { name: 'Show more under State' }));
    await waitFor(() =>
      expect(radioNames(organisations()).filter((name) => BARE_NUMBER.test(name))).toEqual([]),
    );
    expect(orgRequests.length).toBeGreaterThan(0);
    // The names cost the search interface nothing.
    expect(requests).toHaveLength(1);

    const { name } = stateAgency();
    const part = name.slice(0, Math.min(name.length, 8)).toLowerCase();
    await user.type(within(organisations()).getByRole('textbox', { name: 'Filter organisations' }), part);
    expect(
      radioNames(organisations()).some(
        (label) => label.toLowerCase().startsWith(part) && label.startsWith(name),
      ),
    ).toBe(true);
    expect(requests).toHaveLength(1);
  });

  it('names the organisation of a chip, and lets open data speak for itself', SLOW, async () => {
    const { path, name } = stateAgency();
    await renderWithApp(<ActiveFilters />, {
      url: `/datasets?orgPath=${encodeURIComponent(path)}&openData=true`,
      organizationCatalogue: true,
    });
    const list = await screen.findByRole('list', { name: 'Active filters' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('button')
          .map((chip) => chip.textContent),
      ).toEqual(['Open data', `Organisation: ${name}`]),
    );
    expect(within(list).getAllByRole('button')[1]?.getAttribute('aria-label')).toBe(
      `Remove filter: Organisation: ${name}`,
    );
  });
});
