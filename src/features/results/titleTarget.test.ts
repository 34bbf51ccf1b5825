import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { LINK_TARGETS } from '../../search/embed/embedOptions';
import { titleTarget } from './titleTarget';

const PAGE = 'https://data.norge.no/nb/datasets/abc';

describe('where a result title leads', () => {
  it('opens the preview by default and for linkTarget=preview', () => {
    expect(titleTarget(null, PAGE)).toEqual({ kind: 'preview' });
    expect(titleTarget('preview', PAGE)).toEqual({ kind: 'preview' });
  });

  it('opens the resource page in a new tab with noopener, and says so', () => {
    expect(titleTarget('_blank', PAGE)).toEqual({
      kind: 'page',
      href: PAGE,
      target: '_blank',
      rel: 'noopener',
      newTab: true,
    });
  });

  it('opens the page in the host page or the frame without a new-tab notice', () => {
    expect(titleTarget('_top', PAGE)).toMatchObject({ target: '_top', rel: undefined, newTab: false });
    expect(titleTarget('_self', PAGE)).toMatchObject({ target: '_self', rel: undefined, newTab: false });
  });

  it('opens the preview of a hit without a page, whatever the target', () => {
    fc.assert(
      fc.property(fc.constantFrom(null, ...LINK_TARGETS), (target) => {
        expect(titleTarget(target, null)).toEqual({ kind: 'preview' });
      }),
    );
  });
});
