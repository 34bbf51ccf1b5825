/** What the filters-drawer feature offers the rest of the app; its other files are its own. */
export { FiltersLauncher } from './FiltersLauncher';
