import { describe, expect, it } from 'vitest';

import { loadMessages } from './loadMessages';
import { LOCALES } from '../interface/locales';
import { messages as en } from './messages/en';
import { messages as nb } from './messages/nb';
import { messages as nn } from './messages/nn';

describe('loadMessages', () => {
  it('loads each language’s own messages', async () => {
    await expect(loadMessages('nb')).resolves.toBe(nb);
    await expect(loadMessages('nn')).resolves.toBe(nn);
    await expect(loadMessages('en')).resolves.toBe(en);
  });

  it('loads a language once and hands out the same promise after', () => {
    for (const locale of LOCALES) expect(loadMessages(locale)).toBe(loadMessages(locale));
    expect(loadMessages('nb')).not.toBe(loadMessages('en'));
  });
});
