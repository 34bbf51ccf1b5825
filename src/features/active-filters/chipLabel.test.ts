import { describe, expect, it } from 'vitest';

import { createFormatters } from '../../i18n/format';
import { createCodeLabeler } from '../../i18n/labeler';
import { messages as en } from '../../i18n/messages/en';
import { messages as nb } from '../../i18n/messages/nb';
import { withDayLabels } from '../../bindings/dayLabels';
import { chipText } from './chipLabel';

const context = (locale: 'en' | 'nb') => ({
  labels: withDayLabels(
    createCodeLabeler(locale, { en, nb }[locale].codes),
    { en, nb }[locale],
    createFormatters(locale),
  ),
  orgNames: new Map([['/STAT/974761076', 'Skatteetaten']]),
  locale,
});

describe('chipText', () => {
  it('names the facet and the value, and the remove action after both', () => {
    const chip = chipText({ filter: 'orgPath', value: '/STAT/974761076' }, context('nb'), nb);
    expect(chip).toMatchObject({
      key: 'orgPath=/STAT/974761076',
      facet: 'Organisasjon',
      label: 'Skatteetaten',
      removeName: 'Fjern filter: Organisasjon: Skatteetaten',
    });
  });

  it('labels codes, the unknown bucket and day filters as the facets do', () => {
    const f = createFormatters('en');
    expect(chipText({ filter: 'dataTheme', value: 'ENVI' }, context('en'), en).label).toBe(
      createCodeLabeler('en', en.codes).euTheme('ENVI'),
    );
    expect(chipText({ filter: 'accessRights', value: 'null' }, context('en'), en).label).toBe('Unknown');
    expect(chipText({ filter: 'lastXDays', value: '30' }, context('en'), en).label).toBe(
      en.facets.recency.lastXDays.lastDays(30, f),
    );
    expect(chipText({ filter: 'lastXDaysModified', value: '7' }, context('en'), en).removeName).toBe(
      `Remove filter: ${en.facets.names.lastXDaysModified}: ${en.facets.recency.lastXDaysModified.lastDays(7, f)}`,
    );
  });
});
