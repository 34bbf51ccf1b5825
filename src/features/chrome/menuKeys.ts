/**
 * The keyboard of a menu (WAI-ARIA menu button pattern): which item a key moves to, wrapping at the ends. Pure, so
 * the rule is tested without a DOM.
 */
export type MenuMove = { readonly kind: 'focus'; readonly index: number } | { readonly kind: 'close' } | null;

export function menuMove(key: string, current: number, count: number): MenuMove {
  if (count <= 0) return key === 'Escape' || key === 'Tab' ? { kind: 'close' } : null;
  switch (key) {
    case 'ArrowDown':
      return { kind: 'focus', index: (current + 1) % count };
    case 'ArrowUp':
      return { kind: 'focus', index: (current - 1 + count) % count };
    case 'Home':
      return { kind: 'focus', index: 0 };
    case 'End':
      return { kind: 'focus', index: count - 1 };
    case 'Escape':
    case 'Tab':
      return { kind: 'close' };
    default:
      return null;
  }
}
