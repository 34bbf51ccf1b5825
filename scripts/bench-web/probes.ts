/**
 * What runs in the page to time it, installed before any of the page's own scripts (`addInitScript`). Plain
 * JavaScript in a string: functions handed to the page must not depend on the Node side's compiled helpers.
 *
 * - first hit painted: a requestAnimationFrame loop until a link inside a heading inside a list item (a hit
 *   title: the role structure the e2e tests read) is laid out; the frame that finds it is the frame that paints it;
 * - the page's frame painted: the same loop, until the search field (the combobox) is laid out;
 * - the first non-blank paint: the same loop, until the page shows any text or a form field (the measure of
 *   First Contentful Paint, taken in the same frames as the others: Chromium's own entry is missing in some
 *   throttled runs);
 * - long tasks (PerformanceObserver `longtask`), to know when the main thread is free;
 * - a facet click: the click event's time, the frame whose control shows the checked state, the first DOM
 *   mutation after which the result summary shows a new sentence (MutationObserver), and a frame plus a task
 *   after it; the answer's arrival is the latest `/api/search` `responseEnd` (Resource Timing) before that;
 * - keystrokes: the Event Timing API's entries of interactions (`interactionId` > 0, 16 ms threshold), from the
 *   moment typing is armed.
 */
import { z } from 'zod';

import { SUMMARY } from '../../e2e/support/searchScreen';
import { EVENT_THRESHOLD_MS } from './typing';

export const PROBE_SCRIPT = `(() => {
  const SUMMARY = new RegExp(${JSON.stringify(SUMMARY.source)});
  const bench = { firstHitAt: null, searchFieldAt: null, nonBlankAt: null, longTasks: [], click: null, events: [], typingFrom: null };
  window.__bench = bench;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.longTasks.push([entry.startTime, entry.startTime + entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.interactionId > 0) bench.events.push({ interactionId: entry.interactionId, startTime: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'event', durationThreshold: ${EVENT_THRESHOLD_MS}, buffered: true });
  } catch {}
  const isSearch = (entry) => new URL(entry.name).pathname.startsWith('/api/search');
  const isHitTitle = (link) =>
    (link.textContent || '').trim() !== '' &&
    link.closest('h1, h2, h3, h4, h5, h6, [role="heading"]') !== null &&
    link.getClientRects().length > 0;
  const isLaidOut = (element) => element.getClientRects().length > 0;
  const watchFirstHit = () => {
    if (bench.nonBlankAt === null && document.body !== null &&
      (document.body.innerText.trim() !== '' || Array.from(document.querySelectorAll('input')).some(isLaidOut))) {
      bench.nonBlankAt = performance.now();
    }
    if (bench.searchFieldAt === null && Array.from(document.querySelectorAll('input[role="combobox"], input[type="search"]')).some(isLaidOut)) {
      bench.searchFieldAt = performance.now();
    }
    if (Array.from(document.querySelectorAll('li a[href], [role="listitem"] a[href]')).some(isHitTitle)) {
      bench.firstHitAt = performance.now();
      return;
    }
    requestAnimationFrame(watchFirstHit);
  };
  requestAnimationFrame(watchFirstHit);
  const summary = () => {
    for (const heading of document.querySelectorAll('h1, h2, h3, [role="heading"]')) {
      const text = (heading.textContent || '').trim();
      if (SUMMARY.test(text)) return text;
    }
    return null;
  };
  const isOn = (control) => {
    const aria = control.getAttribute('aria-checked') ?? control.getAttribute('aria-pressed');
    if (aria !== null) return aria === 'true';
    // A native checkbox or radio (the facet values) draws the state it holds.
    return control.checked === true;
  };
  // A re-render may replace the clicked control: find it again by id, or by name and value.
  const relocate = (control) => {
    if (control.isConnected) return control;
    if (control.id) return document.getElementById(control.id);
    const name = control.getAttribute('name');
    const value = control.getAttribute('value');
    if (name === null || value === null) return null;
    return Array.from(document.getElementsByName(name)).find((element) => element.getAttribute('value') === value) || null;
  };
  bench.quietFor = (ms) => {
    const lastEnd = bench.longTasks.reduce((latest, task) => Math.max(latest, task[1]), 0);
    return performance.now() - lastEnd >= ms;
  };
  bench.armClick = () => {
    const probe = { before: summary(), armedAt: performance.now(), clickAt: null, feedbackAt: null, renderedAt: null, freeAt: null };
    bench.click = probe;
    document.addEventListener('click', (event) => {
      probe.clickAt = event.timeStamp;
      let control = event.target instanceof Element
        ? event.target.closest('input, button, [role="checkbox"], [role="radio"]')
        : null;
      const watch = () => {
        control = control && relocate(control);
        if (!control) return;
        if (isOn(control)) probe.feedbackAt = performance.now();
        else requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    }, { capture: true, once: true });
    const observer = new MutationObserver(() => {
      const now = summary();
      if (now === null || now === probe.before) return;
      probe.renderedAt = performance.now();
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => { probe.freeAt = performance.now(); }, 0));
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  };
  bench.summary = summary;
  bench.armTyping = () => {
    bench.typingFrom = performance.now();
  };
  bench.typingEntries = () =>
    bench.typingFrom === null ? [] : bench.events.filter((entry) => entry.startTime >= bench.typingFrom);
  bench.loadResult = () => {
    const starts = performance.getEntriesByType('resource').filter(isSearch).map((entry) => entry.startTime);
    return {
      searchLeaves: starts.length > 0 ? Math.min(...starts) : null,
      searchesSent: starts.filter((start) => bench.firstHitAt === null || start <= bench.firstHitAt).length,
      nonBlankPaint: bench.nonBlankAt,
      framePainted: bench.searchFieldAt,
      firstHitPainted: bench.firstHitAt,
    };
  };
  bench.clickResult = () => {
    const probe = bench.click;
    if (probe === null || probe.renderedAt === null || probe.freeAt === null) return null;
    const responseEnd = performance.getEntriesByType('resource')
      .filter((entry) => isSearch(entry) && entry.startTime >= probe.armedAt && entry.responseEnd <= probe.renderedAt)
      .reduce((latest, entry) => Math.max(latest, entry.responseEnd), -1);
    const busyUntil = bench.longTasks
      .filter((task) => task[1] > responseEnd)
      .reduce((latest, task) => Math.max(latest, task[1]), probe.freeAt);
    return {
      clickFeedback: probe.clickAt === null || probe.feedbackAt === null ? null : probe.feedbackAt - probe.clickAt,
      answerRendered: responseEnd < 0 ? null : probe.renderedAt - responseEnd,
      responseInteractive: responseEnd < 0 ? null : busyUntil - responseEnd,
    };
  };
})();`;

const figure = z.number().nullable();
export const LoadResult = z.object({
  searchLeaves: figure,
  /** `/api/search` requests started by the time the first hit was painted. */
  searchesSent: z.number(),
  nonBlankPaint: figure,
  framePainted: figure,
  firstHitPainted: figure,
});
export type LoadResult = z.infer<typeof LoadResult>;
export const ClickResult = z.object({
  clickFeedback: figure,
  answerRendered: figure,
  responseInteractive: figure,
});
export type ClickResult = z.infer<typeof ClickResult>;
export const EventEntries = z.array(z.object({ interactionId: z.number(), duration: z.number() }));
