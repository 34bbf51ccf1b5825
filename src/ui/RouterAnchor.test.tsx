import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MouseEvent } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

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
});
