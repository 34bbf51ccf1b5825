import { describe, expect, it } from 'vitest';

import {
  EARLY_SUBMIT_ELEMENT,
  EMPTY_ROOT,
  FRAME_RENDER_BLOCK,
  FRAME_SCRIPT,
  rootWithFrame,
} from '../../src/interface/pageFrame';
import { LATE_CODE_TEMPLATE_ID } from '../../src/interface/lateCode';
import { fillShell } from './pageRendering';

const shell = (root: string) =>
  `<html><head>${FRAME_RENDER_BLOCK}<title>Katalogsøk</title></head><body>${root}<script type="module" src="/a.js"></script></body></html>`;
const rendered = { html: '<main>results</main>', title: 'vann – Katalogsøk', data: '{"locale":"nb"}' };

describe('fillShell', () => {
  it('puts the rendered markup, the search boxes’ guard and the data in place of the build’s frame and its script', () => {
    const filled = fillShell(shell(rootWithFrame('<header>frame</header>')), rendered);
    expect(filled).toBe(
      '<html><head><title>vann – Katalogsøk</title></head><body><div id="root"><main>results</main></div>' +
        EARLY_SUBMIT_ELEMENT +
        '<script type="application/json" id="page-data">{"locale":"nb"}</script>' +
        '<script type="module" src="/a.js"></script></body></html>',
    );
    expect(filled).not.toContain(FRAME_SCRIPT);
  });

  it('fills an empty root the same way, and says null for a shell without a root', () => {
    expect(fillShell(shell(EMPTY_ROOT), { ...rendered, data: null })).toBe(
      '<html><head><title>vann – Katalogsøk</title></head><body><div id="root"><main>results</main></div>' +
        EARLY_SUBMIT_ELEMENT +
        '<script type="module" src="/a.js"></script></body></html>',
    );
    expect(fillShell('<html><body></body></html>', rendered)).toBeNull();
  });

  it('loads the code after the first paint on a page with its answer, and at once on a page without', () => {
    const headShell = (root: string) =>
      `<html><head><title>Katalogsøk</title><script type="module" src="/a.js"></script></head><body>${root}</body></html>`;
    const withAnswer = fillShell(headShell(EMPTY_ROOT), rendered) ?? '';
    expect(withAnswer.slice(0, withAnswer.indexOf('</head>'))).not.toContain('/a.js');
    expect(withAnswer).toContain(
      `<template id="${LATE_CODE_TEMPLATE_ID}"><script type="module" src="/a.js"></script>`,
    );
    const withoutAnswer = fillShell(headShell(EMPTY_ROOT), { ...rendered, data: null }) ?? '';
    expect(withoutAnswer).toContain(
      '<head><title>vann – Katalogsøk</title><script type="module" src="/a.js"></script>',
    );
    expect(withoutAnswer).not.toContain(LATE_CODE_TEMPLATE_ID);
  });
});
