import { describe, expect, it } from 'vitest';

import { EMPTY_FILTERS } from '../state';
import { testLabels } from '../testing/labels';
import { NO_EMBED } from './embedOptions';
import { lockLabels } from './lockLabels';

const context = {
  labels: testLabels,
  orgNames: new Map([['/KOMMUNE/940', 'Oslo kommune']]),
  locale: 'en',
} as const;
const typeLabel = (type: string) => (type === 'datasets' ? 'Datasets' : type);

describe('what an embed is limited to', () => {
  it('names the type, then each locked value as its chip does', () => {
    const options = {
      ...NO_EMBED,
      embed: true,
      lockType: 'datasets',
      locks: { ...EMPTY_FILTERS, dataTheme: ['ENVI'], orgPath: '/KOMMUNE/940', lastXDays: 30 },
    } as const;
    expect(lockLabels(options, context, typeLabel)).toEqual([
      'Datasets',
      'Environment',
      'Oslo kommune',
      'Last 30 days',
    ]);
  });

  it('says nothing without locks', () => {
    expect(lockLabels(NO_EMBED, context, typeLabel)).toEqual([]);
  });
});
