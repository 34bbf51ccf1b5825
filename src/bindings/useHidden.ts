import type { HideablePart } from '../search/embed/embedOptions';
import { useSearchSelector } from './searchDriver';

/** Whether the embedding host left this part of the page out (`hide=`). */
export function useHidden(part: HideablePart): boolean {
  return useSearchSelector((s) => s.embed.hide.includes(part));
}
