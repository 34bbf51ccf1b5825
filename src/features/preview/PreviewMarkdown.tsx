/**
 * A description's Markdown, rendered safely: raw HTML is dropped (never parsed into elements), images are left out,
 * only http(s) links keep their address and open in a new tab without `window.opener` or a referrer. Everything
 * else is React text: catalogue text never becomes markup. Loaded with the preview panel, on demand.
 */
import Markdown, { type Components } from 'react-markdown';

import { TextLink } from '../../ui/links';
import typography from '../../ui/styles/typography.module.css';
import styles from './PreviewMarkdown.module.css';

const HTTP = /^https?:\/\//i;

/** Keeps an http(s) address; any other (`javascript:`, `data:`, relative) is removed from the element. */
export function safeUrl(url: string): string | null {
  return HTTP.test(url.trim()) ? url.trim() : null;
}

/** Headings of a description become bold paragraphs: the panel's own headings keep their order. */
const Strong = ({ children }: { children?: React.ReactNode }) => <p className={styles.strong}>{children}</p>;

function components(newTab: string): Components {
  return {
    a: ({ href, children }) =>
      href ? (
        <TextLink href={href} target="_blank" rel="noopener noreferrer">
          {children}
          <span className={typography.visuallyHidden}> {newTab}</span>
        </TextLink>
      ) : (
        <span>{children}</span>
      ),
    h1: Strong,
    h2: Strong,
    h3: Strong,
    h4: Strong,
    h5: Strong,
    h6: Strong,
  };
}

export function PreviewMarkdown({
  markdown,
  lang,
  newTab,
}: {
  markdown: string;
  lang: string | undefined;
  newTab: string;
}) {
  return (
    // `dir="auto"` isolates the block as `<bdi>` isolates a line (a `<bdi>` cannot hold paragraphs).
    <div dir="auto" lang={lang} className={styles.markdown}>
      <Markdown
        skipHtml
        disallowedElements={['img']}
        urlTransform={(url) => safeUrl(url)}
        components={components(newTab)}
      >
        {markdown}
      </Markdown>
    </div>
  );
}
