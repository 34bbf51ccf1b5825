/** What the results feature offers the rest of the app; its other files are its own. */
export { ResultsSection } from './ResultsSection';
export { UrlNoticeBanner } from './UrlNoticeBanner';
export { HIT_LIST_ID } from './HitList';
