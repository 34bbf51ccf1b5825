/** What the embed feature offers the rest of the app; its other files are its own. */
export { EmbedBridge } from './EmbedBridge';
export { embedSnippet } from './embedSnippet';
export { embedPath, lockChoices, readEmbedChoices, type EmbedChoices, type LockChoice } from './embedBuilder';
