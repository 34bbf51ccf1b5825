/**
 * The open preview: finds its content (the hit on the page, else one `uri` lookup) and shows the panel. Its own
 * chunk with the panel and the Markdown renderer, loaded when a preview opens (or a title is hovered or focused).
 */
import PreviewPanel, { type PreviewPanelProps } from './PreviewPanel';
import { usePreviewContent } from './usePreviewContent';

export interface OpenPreviewProps extends Omit<PreviewPanelProps, 'content'> {
  readonly previewKey: string;
}

export default function OpenPreview({ previewKey, ...panel }: OpenPreviewProps) {
  const content = usePreviewContent(previewKey);
  return content === null ? null : <PreviewPanel content={content} {...panel} />;
}
