/** What the search-box feature offers the rest of the app; its other files are its own. */
export { SearchBox } from './SearchBox';
