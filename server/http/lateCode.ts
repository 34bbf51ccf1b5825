import { LATE_CODE_SCRIPT, LATE_CODE_TEMPLATE_ID } from '../../src/interface/lateCode';

const HEAD_CODE = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * `page` with its head's module script and module preloads moved into a template before `</body>`, followed by the
 * script that loads them once the page is painted (src/interface/lateCode.ts). A page without a module script in its
 * head (not the build's) is left as it is.
 */
export function withLateCode(page: string): string {
  const headEnd = page.indexOf('</head>');
  const bodyEnd = page.lastIndexOf('</body>');
  if (headEnd === -1 || bodyEnd < headEnd) return page;
  const head = page.slice(0, headEnd);
  const code = head.match(HEAD_CODE) ?? [];
  if (!code.some((tag) => tag.startsWith('<script'))) return page;
  const late = `<template id="${LATE_CODE_TEMPLATE_ID}">${code.join('')}</template><script>${LATE_CODE_SCRIPT}</script>`;
  return `${head.replace(HEAD_CODE, '')}${page.slice(headEnd, bodyEnd)}${late}${page.slice(bodyEnd)}`;
}
