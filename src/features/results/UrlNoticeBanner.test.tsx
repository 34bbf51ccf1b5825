import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { messages as en } from '../../i18n/messages/en';
import { renderWithApp } from '../../test/renderWithApp';
import { UrlNoticeBanner } from './UrlNoticeBanner';

// The whole app renders in jsdom on a shared two-core machine: give it time rather than fail under load.
configure({ asyncUtilTimeout: 10_000 });

describe('UrlNoticeBanner', { timeout: 30_000 }, () => {
  it('says what the link held that was ignored, and can be dismissed', async () => {
    const { user, router } = await renderWithApp(<UrlNoticeBanner />, {
      url: '/?q=vann&page=-3&size=7&colour=red',
    });
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('page=-3');
    expect(notice.textContent).toContain('size=7');
    expect(notice.textContent).toContain('colour=red');
    // The address already holds the corrected search.
    expect(router.state.location.search).toBe('?q=vann');

    await user.click(screen.getByRole('button', { name: en.invalidUrl.dismiss }));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(router.state.location.search).toBe('?q=vann');
  });

  it('is not there for a valid link', async () => {
    await renderWithApp(<UrlNoticeBanner />, { url: '/datasets?q=vann' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
