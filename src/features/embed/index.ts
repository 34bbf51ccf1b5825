/** What the embed feature offers the rest of the app; its other files are its own. */
export { EmbedBridge } from './LazyEmbedBridge';
export { embedSnippet } from './embedSnippet';
export { isFramed, useFramed } from './isFramed';
export { revealInFrame, usePanelPlacement } from './frameViewport';
