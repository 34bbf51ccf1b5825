import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { testLabels } from '../testing/labels';
import { humanizeSlug, losLabel, norwegianLang, orgLabel, type LabelContext } from './labeler';

const context = (
  orgNames: Record<string, string> = {},
  locale: LabelContext['locale'] = 'en',
): LabelContext => ({
  labels: testLabels,
  orgNames: new Map(Object.entries(orgNames)),
  locale,
});

describe('norwegianLang', () => {
  it('marks a Norwegian label only when the UI is not in Bokmål', () => {
    expect(norwegianLang('nb')).toBeUndefined();
    expect(norwegianLang('nn')).toBe('nb');
    expect(norwegianLang('en')).toBe('nb');
  });
});

describe('humanizeSlug', () => {
  it('turns hyphens and underscores into spaces and capitalises the first letter only', () => {
    expect(humanizeSlug('helse-og-omsorg')).toBe('Helse og omsorg');
    expect(humanizeSlug('barn__og--unge')).toBe('Barn og unge');
    expect(humanizeSlug('-ærlig_sak-')).toBe('Ærlig sak');
    expect(humanizeSlug('')).toBe('');
  });

  it('keeps the letters of a slug and never starts or ends with a space', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z_-]{0,20}$/), (slug) => {
        const label = humanizeSlug(slug);
        expect(label).toBe(label.trim());
        expect(label.replace(/ /g, '').toLowerCase()).toBe(slug.replace(/[-_]/g, ''));
      }),
    );
  });
});

describe('losLabel', () => {
  it('uses the LOS list in the UI language', () => {
    expect(losLabel('helse-og-omsorg', context())).toEqual({ label: 'Health and care' });
  });

  it('makes an unlisted path readable from its last slug, in Norwegian', () => {
    expect(losLabel('helse-og-omsorg/ukjent-tema', context())).toEqual({ label: 'Ukjent tema', lang: 'nb' });
    expect(losLabel('ukjent', context({}, 'nb'))).toEqual({ label: 'Ukjent', lang: undefined });
  });

  it('falls back to the path when its last slug has no letters', () => {
    expect(losLabel('tema/--', context())).toEqual({ label: 'tema/--', lang: 'nb' });
  });
});

describe('orgLabel', () => {
  it('labels the "has none" bucket as unknown', () => {
    expect(orgLabel('null', context())).toEqual({ label: 'Unknown' });
  });

  it('uses a known organisation name first', () => {
    expect(orgLabel('/STAT/912660680', context({ '/STAT/912660680': 'Skatteetaten' }))).toEqual({
      label: 'Skatteetaten',
    });
  });

  it('labels a top-level path by its kind and a deeper one by its last number', () => {
    expect(orgLabel('/KOMMUNE', context())).toEqual({ label: 'Municipality' });
    expect(orgLabel('/STAT/912660680/974760673', context())).toEqual({ label: '974760673' });
    const kinds = { ...context(), labels: { ...testLabels, orgKind: (kind: string) => `kind ${kind}` } };
    expect(orgLabel('/STAT/912660680', kinds)).toEqual({ label: '912660680' });
    expect(orgLabel('/ANNET', kinds)).toEqual({ label: 'kind ANNET' });
  });

  it('ignores an empty name', () => {
    expect(orgLabel('/STAT/1', context({ '/STAT/1': '' }))).toEqual({ label: '1' });
  });
});
