/** What the chrome feature offers the rest of the app; its other files are its own. */
export { Footer } from './Footer';
export { Header } from './Header';
export { SkipLink } from './SkipLink';
export { documentTitleOf, useDocumentTitle } from './useDocumentTitle';
export { ShareBar } from './ShareBar';
