import { describe, expect, it } from 'vitest';

import { LATE_CODE_SCRIPT, LATE_CODE_TEMPLATE_ID } from '../../src/interface/lateCode';
import { withLateCode } from './lateCode';

const HEAD_SCRIPT = '<script>window.early=1</script>';
const CONFIG = '<script type="application/json" id="runtime-config">{}</script>';
const ENTRY = '<script type="module" crossorigin src="/assets/index-A1.js"></script>';
const PRELOADS =
  '<link rel="modulepreload" crossorigin href="/assets/nb-B2.js">' +
  '<link rel="modulepreload" crossorigin href="/assets/renderApp-C3.js">';

const page = (head: string) =>
  `<html><head>${HEAD_SCRIPT}<title>vann</title>${CONFIG}${head}<style>a{}</style></head>` +
  '<body><div id="root"><main>results</main></div></body></html>';

describe('withLateCode', () => {
  it("moves the head's entry script and module preloads into a template at the body's end, with the loader after it", () => {
    expect(withLateCode(page(`${ENTRY}${PRELOADS}`))).toBe(
      `<html><head>${HEAD_SCRIPT}<title>vann</title>${CONFIG}<style>a{}</style></head>` +
        '<body><div id="root"><main>results</main></div>' +
        `<template id="${LATE_CODE_TEMPLATE_ID}">${ENTRY}${PRELOADS}</template>` +
        `<script>${LATE_CODE_SCRIPT}</script></body></html>`,
    );
  });

  it('leaves the inline scripts and data of the head where they are', () => {
    const late = withLateCode(page(`${ENTRY}${PRELOADS}`));
    const head = late.slice(0, late.indexOf('</head>'));
    expect(head).toContain(HEAD_SCRIPT);
    expect(head).toContain(CONFIG);
    expect(head).not.toContain('modulepreload');
    expect(head).not.toContain('type="module"');
  });

  it('leaves a page without an entry script in its head as it is', () => {
    const preloadsOnly = page(PRELOADS);
    expect(withLateCode(preloadsOnly)).toBe(preloadsOnly);
    const bodyEntry = `<html><head><title>vann</title></head><body>${ENTRY}</body></html>`;
    expect(withLateCode(bodyEntry)).toBe(bodyEntry);
    expect(withLateCode('<p>no document</p>')).toBe('<p>no document</p>');
  });
});
