import { FRAME_RENDER_BLOCK, replaceRoot, rootWithFrame } from '../../src/interface/pageFrame.ts';

/**
 * index.html with `frame` in its root, followed by the script that fits it to the URL, and the head's wait for that
 * script before the first paint. The page's root may be empty
 * (as Vite writes it) or hold a frame already (the step run twice); a page without a root is a build error.
 */
export function framedPage(indexHtml: string, frame: string): string {
  const page = replaceRoot(indexHtml, rootWithFrame(frame));
  if (page === null) throw new Error('index.html has no <div id="root"></div> to put the frame in');
  if (page.includes(FRAME_RENDER_BLOCK)) return page;
  if (!page.includes('</head>')) throw new Error("index.html has no </head> for the frame's render block");
  return page.replace('</head>', () => `${FRAME_RENDER_BLOCK}</head>`);
}
