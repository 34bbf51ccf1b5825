/** What the tabs feature offers the rest of the app; its other files are its own. */
export { TypeTabs } from './TypeTabs';
