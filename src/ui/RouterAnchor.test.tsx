import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MouseEvent } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { createMemoryHistory, HistoryRouter } from '../bindings/routerInternals';
import { RouterAnchor } from './RouterAnchor';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

const renderAt = (onClick?: (event: MouseEvent) => void) =>
  render(
    <MemoryRouter initialEntries={['/']}>
      <RouterAnchor to="/datasets?q=vann" onClick={onClick}>
        Datasets
      </RouterAnchor>
      <Where />
    </MemoryRouter>,
  );

describe('RouterAnchor', () => {
  it('is a real link whose plain click navigates within the app', async () => {
    renderAt();
    const link = screen.getByRole('link', { name: 'Datasets' });
    expect(link.getAttribute('href')).toBe('/datasets?q=vann');
    await userEvent.click(link);
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/datasets?q=vann');
  });

  it('leaves a modified click (a new tab) to the browser', () => {
    renderAt();
    fireEvent.click(screen.getByRole('link', { name: 'Datasets' }), { ctrlKey: true });
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/');
  });

  it('does not navigate when its own click handler prevents it', async () => {
    renderAt((event) => event.preventDefault());
    await userEvent.click(screen.getByRole('link', { name: 'Datasets' }));
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/');
  });

  it('leaves a link that opens elsewhere (another tab or frame) to the browser', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <RouterAnchor to="/datasets?q=vann" target="_blank">
          Datasets
        </RouterAnchor>
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Datasets' }));
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/');
  });

  it("adds an entry to the app's own history, and replaces it for a link to the page shown", async () => {
    const history = createMemoryHistory({ initialEntries: ['/'], v5Compat: true });
    render(
      <HistoryRouter history={history}>
        <RouterAnchor to="/datasets?q=vann">Datasets</RouterAnchor>
        <Where />
      </HistoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Datasets' });
    await userEvent.click(link);
    expect(history.index).toBe(1);
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/datasets?q=vann');
    const key = history.location.key;
    await userEvent.click(link);
    expect(history.index).toBe(1);
    expect(history.location.key).not.toBe(key);
    expect(history.location.pathname + history.location.search).toBe('/datasets?q=vann');
  });
});
