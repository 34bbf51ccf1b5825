/** Props the styling layer consumes (MUI's `sx`, emotion's `as` and `theme`): never DOM attributes. */
const STYLING_PROPS: ReadonlySet<PropertyKey> = new Set(['sx', 'as', 'theme', 'ownerState']);

/**
 * `styled(tag, forwardExcept('look'))`: the element gets every prop but the styling ones and the component's own
 * look props. (A custom `shouldForwardProp` replaces MUI's default, so the styling props are listed here.)
 */
export const forwardExcept = (...own: readonly string[]) => ({
  shouldForwardProp: (prop: PropertyKey): boolean =>
    !STYLING_PROPS.has(prop) && !(typeof prop === 'string' && own.includes(prop)),
});
