import type { HideablePart } from '../search/embed/embedOptions';
import { useSearchDriver } from './searchDriver';

/** Whether the embedding host left this part of the page out (`hide=`). */
export function useHidden(part: HideablePart): boolean {
  return useSearchDriver().embed.hide.includes(part);
}
