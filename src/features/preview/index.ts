/** What the preview feature offers the rest of the app; the panel itself loads on demand. */
export { ResourcePreview } from './ResourcePreview';
export { isPreviewOf, previewKeyOf } from './previewKey';
export { isPlainClick, preloadPreviewPanel, PREVIEW_KEY_ATTRIBUTE } from './titleLink';
