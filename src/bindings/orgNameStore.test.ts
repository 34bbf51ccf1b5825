import { describe, expect, it } from 'vitest';

import type { SearchObject } from '../interface/searchObject';
import { orgNameStoreFor, OrgNameStore } from './orgNameStore';

const hit = (orgPath: string, name: string): SearchObject =>
  ({ id: orgPath, organization: { orgPath, prefLabel: { nb: name } } }) as SearchObject;

describe('OrgNameStore', () => {
  it('keeps names learnt from earlier responses and tells listeners only of new ones', () => {
    const store = new OrgNameStore();
    let heard = 0;
    const unsubscribe = store.subscribe(() => (heard += 1));
    store.learn('nb', [hit('/STAT/1', 'Skatteetaten')]);
    const first = store.get('nb');
    expect(first.get('/STAT/1')).toBe('Skatteetaten');
    expect(heard).toBe(1);

    store.learn('nb', [hit('/STAT/1', 'Skatteetaten')]);
    expect(store.get('nb')).toBe(first);
    expect(heard).toBe(1);

    store.learn('nb', [hit('/STAT/2', 'Statistisk sentralbyrå')]);
    expect([...store.get('nb').keys()].sort()).toEqual(['/STAT/1', '/STAT/2']);
    expect(heard).toBe(2);
    expect(store.get('en').size).toBe(0);

    unsubscribe();
    store.learn('nb', [hit('/STAT/3', 'Brønnøysundregistrene')]);
    expect(heard).toBe(2);
  });

  it('is one store per owner', () => {
    const a = {};
    expect(orgNameStoreFor(a)).toBe(orgNameStoreFor(a));
    expect(orgNameStoreFor({})).not.toBe(orgNameStoreFor(a));
  });
});
