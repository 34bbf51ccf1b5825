/**
 * The words of the benches' searches, taken from catalogue titles so that every query finds something: the most
 * common word of more than three letters, the next one, and three words of one title.
 */
import { tokenize } from '../../src/interface/tokenize';

export interface MixWords {
  one: string;
  second: string;
  three: string;
}

export function mixWords(titles: readonly string[]): MixWords {
  const frequency = new Map<string, number>();
  for (const title of titles) {
    for (const word of new Set(tokenize(title))) {
      if (word.length > 3) frequency.set(word, (frequency.get(word) ?? 0) + 1);
    }
  }
  const common = [...frequency].sort((a, b) => b[1] - a[1]).map(([word]) => word);
  const one = common[0] ?? 'data';
  const threeTitle = titles.find((title) => new Set(tokenize(title)).size >= 3) ?? one;
  return { one, second: common[1] ?? one, three: [...new Set(tokenize(threeTitle))].slice(0, 3).join(' ') };
}
