import { PAGE_DATA_ELEMENT_ID, PageData } from '../interface/pageRender';
import type { ConfigPage } from './loadRuntimeConfig';

/** Whether the page carries the server's data (cheap: its parsing is `readPageData`'s). */
export function hasPageData(page: ConfigPage): boolean {
  return page.getElementById(PAGE_DATA_ELEMENT_ID) !== null;
}

/**
 * The data a server-rendered page carries (its search, the answer, its language and arrangement), or `null` for a
 * page rendered in the browser. Data that cannot be read is treated as absent: the app then searches as usual.
 */
export function readPageData(page: ConfigPage): PageData | null {
  const text = page.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = PageData.safeParse(json);
  return parsed.success ? parsed.data : null;
}
