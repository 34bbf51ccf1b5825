import { describe, expect, it } from 'vitest';

import { WIDE_LAYOUT_QUERY } from './layout';
import { theme } from './muiTheme';

describe('the wide layout', () => {
  it('is the theme’s md breakpoint, so the start-up script and the page agree on it', () => {
    expect(theme.breakpoints.up('md')).toBe(`@media ${WIDE_LAYOUT_QUERY}`);
  });
});
