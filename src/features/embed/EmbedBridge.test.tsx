import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { testEngine } from '../../test/inProcessService';
import { renderWithApp } from '../../test/renderWithApp';
import { EMBED_SOURCE, type EmbedMessage } from './embedMessages';
import { EmbedBridge } from './EmbedBridge';

// The generated catalogue is built once per file, outside any one test's time limit.
beforeAll(() => {
  testEngine();
});

interface Posted {
  message: EmbedMessage;
  targetOrigin: string;
}

const own = <T extends object>(target: T, key: keyof T) => Object.getOwnPropertyDescriptor(target, key);

describe('EmbedBridge', () => {
  const posted: Posted[] = [];
  const parentDescriptor = own(window, 'parent');
  const referrerDescriptor = own(document, 'referrer');

  const frame = (referrer: string) => {
    const parent = {
      postMessage: (message: EmbedMessage, targetOrigin: string) => posted.push({ message, targetOrigin }),
    };
    Object.defineProperty(window, 'parent', { configurable: true, get: () => parent });
    Object.defineProperty(document, 'referrer', { configurable: true, get: () => referrer });
  };

  beforeEach(() => {
    posted.length = 0;
  });
  afterEach(() => {
    if (parentDescriptor) Object.defineProperty(window, 'parent', parentDescriptor);
    else Reflect.deleteProperty(window, 'parent');
    if (referrerDescriptor) Object.defineProperty(document, 'referrer', referrerDescriptor);
    else Reflect.deleteProperty(document, 'referrer');
  });

  it('posts nothing when the app is not framed', async () => {
    const { router } = await renderWithApp(<EmbedBridge />, { url: '/?q=water' });
    await act(() => router.navigate('/datasets?q=water'));
    expect(window.parent).toBe(window);
    expect(posted).toEqual([]);
  });

  it('when framed, posts each committed search to the parent’s origin', async () => {
    frame('https://www.kommune.no/data/sok.html');
    const { router } = await renderWithApp(<EmbedBridge />, { url: '/?q=water' });
    await act(() => router.navigate('/datasets?q=water'));
    const states = posted.filter(({ message }) => message.type === 'state');
    expect(states).toEqual([
      {
        message: { source: EMBED_SOURCE, type: 'state', version: 1, search: '/?q=water' },
        targetOrigin: 'https://www.kommune.no',
      },
      {
        message: { source: EMBED_SOURCE, type: 'state', version: 1, search: '/datasets?q=water' },
        targetOrigin: 'https://www.kommune.no',
      },
    ]);
  });

  it('when framed, reports the document height after load, to any origin when the referrer is withheld', async () => {
    frame('');
    await renderWithApp(<EmbedBridge />, { url: '/' });
    await waitFor(() => expect(posted.some(({ message }) => message.type === 'resize')).toBe(true));
    const resize = posted.find(({ message }) => message.type === 'resize');
    expect(resize?.targetOrigin).toBe('*');
    expect(resize?.message).toEqual({ source: EMBED_SOURCE, type: 'resize', version: 1, height: 0 });
  });
});
