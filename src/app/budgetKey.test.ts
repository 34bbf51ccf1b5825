import { describe, expect, it } from 'vitest';

import { BUDGET_STORE_KEY } from '../api';
import { budgetKeyOf } from './createAppServices';

describe('budgetKeyOf', () => {
  it('keeps one budget per service origin: paths of one origin share it, another origin has its own', () => {
    const local = budgetKeyOf('http://127.0.0.1:8080/api');
    expect(local).toBe(`${BUDGET_STORE_KEY}:http://127.0.0.1:8080`);
    expect(budgetKeyOf('http://127.0.0.1:8080/other/api')).toBe(local);
    expect(budgetKeyOf('https://search.api.demo.fellesdatakatalog.digdir.no')).not.toBe(
      budgetKeyOf('https://search.api.fellesdatakatalog.digdir.no'),
    );
  });
});
