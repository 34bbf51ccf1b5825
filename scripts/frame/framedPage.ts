import { replaceRoot, rootWithFrame } from '../../src/interface/pageFrame.ts';

/**
 * index.html with `frame` in its root, followed by the script that fits it to the URL. The page's root may be empty
 * (as Vite writes it) or hold a frame already (the step run twice); a page without a root is a build error.
 */
export function framedPage(indexHtml: string, frame: string): string {
  const page = replaceRoot(indexHtml, rootWithFrame(frame));
  if (page === null) throw new Error('index.html has no <div id="root"></div> to put the frame in');
  return page;
}
