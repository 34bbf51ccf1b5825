/**
 * Where a result's title leads (`linkTarget=`): the in-app preview (the default, embedded or not), or the
 * resource's page on the catalogue site in the host page (`_top`), a new tab (`_blank`) or the frame (`_self`).
 * A hit with no page of its own (unknown type) always opens its preview. Pure.
 */
import type { LinkTarget } from '../../search/embed/embedOptions';

export type TitleTarget =
  | { readonly kind: 'preview' }
  | {
      readonly kind: 'page';
      readonly href: string;
      readonly target: '_top' | '_blank' | '_self';
      /** `noopener` for a new tab: the opened page gets no handle on the app's window. */
      readonly rel: string | undefined;
      /** Assistive technology is told that the link opens a new tab. */
      readonly newTab: boolean;
    };

const PREVIEW: TitleTarget = { kind: 'preview' };

export function titleTarget(linkTarget: LinkTarget | null, pageHref: string | null): TitleTarget {
  if (linkTarget === null || linkTarget === 'preview' || pageHref === null) return PREVIEW;
  const newTab = linkTarget === '_blank';
  return { kind: 'page', href: pageHref, target: linkTarget, rel: newTab ? 'noopener' : undefined, newTab };
}
