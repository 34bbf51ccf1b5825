/**
 * The embedding protocol, version 1 (docs/embed-protocol.md): the messages the app and the page that frames it
 * exchange with `postMessage`, namespaced by `source` and versioned. They carry nothing secret: a height, the
 * visitor's search (a public URL) and a request to scroll.
 */
import * as z from 'zod/mini';

export const EMBED_SOURCE = 'catalogue-search';
export const EMBED_VERSION = 1;

interface Envelope<Type extends string> {
  readonly source: typeof EMBED_SOURCE;
  readonly version: typeof EMBED_VERSION;
  readonly type: Type;
}

/** App → host: the document's height in CSS pixels, rounded up. */
export interface ResizeMessage extends Envelope<'resize'> {
  readonly height: number;
}

/** App → host: the visitor's search as a path and query (`/datasets?q=vann`), without the embedding options. */
export interface StateMessage extends Envelope<'state'> {
  readonly search: string;
}

/** App → host: a new page of results is shown; the host scrolls the frame's top into view if it is above. */
export type ScrollTopMessage = Envelope<'scrollTop'>;

/**
 * App → host: bring this band of the frame (frame viewport coordinates, CSS px) into view: `start` puts its top at
 * the top of the host's viewport, `nearest` scrolls the least that shows it. Sent to embed.js only once it has
 * said it is there (`host`), to any origin: it carries nothing but coordinates.
 */
export interface RevealMessage extends Envelope<'reveal'> {
  readonly top: number;
  readonly bottom: number;
  readonly block: 'start' | 'nearest';
}

/** Host → app: embed.js runs on the host page and will scroll for the frame (`reveal`). */
export type HostMessage = Envelope<'host'>;

/** Host → app: show this search (a path and query); the frame keeps its own embedding options. */
export interface SetSearchMessage extends Envelope<'setSearch'> {
  readonly search: string;
}

export type EmbedMessage = ResizeMessage | StateMessage | ScrollTopMessage | RevealMessage;

const envelope = <Type extends string>(type: Type): Envelope<Type> => ({
  source: EMBED_SOURCE,
  version: EMBED_VERSION,
  type,
});

export function resizeMessage(height: number): ResizeMessage {
  const whole = Number.isFinite(height) ? Math.max(0, Math.ceil(height)) : 0;
  return { ...envelope('resize'), height: whole };
}

export function stateMessage(search: string): StateMessage {
  return { ...envelope('state'), search };
}

export function scrollTopMessage(): ScrollTopMessage {
  return envelope('scrollTop');
}

export function revealMessage(top: number, bottom: number, block: 'start' | 'nearest'): RevealMessage {
  const round = (value: number) => (Number.isFinite(value) ? Math.round(value) : 0);
  return { ...envelope('reveal'), top: round(top), bottom: Math.max(round(top), round(bottom)), block };
}

export function hostMessage(): HostMessage {
  return envelope('host');
}

export function setSearchMessage(search: string): SetSearchMessage {
  return { ...envelope('setSearch'), search };
}

/** A search is a path and query of this app: one leading slash (never `//host`), at most a few KB. */
const MAX_SEARCH_LENGTH = 4_000;
const SetSearchSchema = z.object({
  source: z.literal(EMBED_SOURCE),
  version: z.literal(EMBED_VERSION),
  type: z.literal('setSearch'),
  search: z
    .string()
    .check(z.maxLength(MAX_SEARCH_LENGTH), z.regex(/^\/(?![/\\])/, 'must be a path starting with one "/"')),
});

/** The host's `setSearch`, or `null` for anything else (other scripts' messages, other versions, malformed). */
export function readSetSearch(data: unknown): SetSearchMessage | null {
  const parsed = SetSearchSchema.safeParse(data);
  return parsed.success ? { ...envelope('setSearch'), search: parsed.data.search } : null;
}

const HostSchema = z.object({
  source: z.literal(EMBED_SOURCE),
  version: z.literal(EMBED_VERSION),
  type: z.literal('host'),
});

/** Whether a message is embed.js saying it runs on the host page. */
export function isHostMessage(data: unknown): boolean {
  return HostSchema.safeParse(data).success;
}
