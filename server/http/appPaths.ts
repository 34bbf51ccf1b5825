/**
 * Which paths are the app's pages and which name files of the build. Pure. A path that no file could have
 * (bad percent-encoding, NUL, empty or backslashed segments: `/%zz`, `/%00`, `//evil.example`,
 * `/datasets//x`) is a page too: the app gets it as given, shows its notice for bad URLs and corrects it.
 * Nothing here redirects, so `//evil.example` cannot become a redirect to another host.
 */

/** Extensions of the files a build holds; a missing one is a 404, not the app. */
const FILE_EXTENSION =
  /\.(?:html?|m?js|css|map|json|txt|xml|webmanifest|svg|png|jpe?g|gif|webp|avif|ico|woff2?|ttf|br|gz)$/i;

/** Whether the path cannot name a file of the build. */
export function namesNoFile(path: string): boolean {
  if (/\/\/|\\/.test(path)) return true;
  try {
    return decodeURIComponent(path).includes('\0');
  } catch {
    return true;
  }
}

/** Whether the path (without query) looks like a file of the build rather than one of the app's pages. */
export function looksLikeFile(path: string): boolean {
  return !namesNoFile(path) && FILE_EXTENSION.test(path);
}

/** Whether an Accept header takes HTML (browsers say so; link checkers and `curl` take anything). */
export function acceptsHtml(accept: string | undefined): boolean {
  const value = accept ?? '*/*';
  return value.includes('text/html') || value.includes('*/*');
}
