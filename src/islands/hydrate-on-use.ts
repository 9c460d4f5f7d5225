import type { ClientDirective } from 'astro';
import { islandReadyEvent } from './island-ready';

// client:use — an island whose server HTML is already the page (/jobs and /ar/jobs: the search
// rendered on demand from the address; a prerendered listing, built with its jobs) hydrates when the
// visitor first reaches for it, not when the page loads: React and the island's code (about 77 KB of
// gzipped JavaScript) load then. client:use="built" (a prerendered listing) also hydrates at once
// for an address with a query, and once the page is idle where the filters are on screen. Until it
// has hydrated, a click the island answers (a link, a button, "Filters") and a form's submit are
// held and made again once it has; a checkbox ticks at once and is told to the island then; a
// select changed meanwhile announces its change again; the keyword typed meanwhile is read by the
// island when it mounts (JobSearch.tsx).
// Save and Quick view work without it, and their clicks are never held (answeredElsewhere).
// All of this rests on hydration keeping the server's nodes: a mismatch (text a page script drew
// before hydration) would make React 19 draw the island anew, dropping the listeners, the held
// targets and a click pressed on an old node and released on its replacement. SaveJobButton's
// label, the one text a script draws, is hydrated as found (suppressHydrationWarning).

/** What wakes the island: the pointer coming near, a touch, the focus or a key inside it; Back/Forward. */
const wakers = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
/**
 * Clicks the island's own handlers answer: held until it has hydrated. A <summary> too: on a phone
 * the island answers "Filters" with its sheet, not with the panel folded out in the page.
 */
const held = 'a[href], button, summary, label, input[type="checkbox"], input[type="radio"]';
/**
 * Controls page scripts answer before, while and after the island hydrates: their clicks and forms
 * always go through, never held. Save: src/scripts/save-buttons.ts binds each of the island's Save
 * buttons from the page's load and keeps it (one toggle per click however many listeners hear it);
 * Quick view: the page's click handler (src/components/job-dialogs.ts). The slots (astro-slot: the
 * job-alert offer) are static HTML with scripts of their own.
 */
const answeredElsewhere = 'astro-slot, [data-save-job], [data-quick-view-job]';
/** Fields the browser answers (typing, choosing): a click on them, even inside their label, goes through. */
const fields = 'input:not([type="checkbox"]):not([type="radio"]), select, textarea';

/** Where a listing's filters are a column beside its results (FilterPanel.tsx, lg:), not a disclosure or a sheet. */
const filtersBesideQuery = '(min-width: 64rem)';

/** An island that never says it has mounted is taken as mounted this long after its hydration started. */
const readyTimeoutMs = 5000;

const hydrateOnUse: ClientDirective = (load, options, island) => {
  let started = false;
  let hydrated = false;
  /** What to do again once the island has hydrated, in order. */
  const again: (() => void)[] = [];
  /** Boxes ticked or unticked before it had: React hydrated them as they were (defaultChecked). */
  const boxes: HTMLInputElement[] = [];

  const onClick = (event: Event) => {
    if (hydrated || !(event.target instanceof Element) || event.target.closest(fields)) return;
    const target = event.target.closest(held);
    if (!target || !island.contains(target) || target.closest(answeredElsewhere)) return;
    const box = target instanceof HTMLLabelElement ? target.control : target;
    if (box instanceof HTMLInputElement && (box.type === 'checkbox' || box.type === 'radio')) {
      // A box ticks at once, as without JavaScript; the island is told once it has hydrated.
      if (!boxes.includes(box)) boxes.push(box);
      void start();
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    if (target instanceof HTMLElement) again.push(() => target.isConnected && target.click());
    void start();
  };
  const onSubmit = (event: Event) => {
    if (hydrated || !(event.target instanceof HTMLFormElement) || event.target.closest(answeredElsewhere)) return;
    const form = event.target;
    event.preventDefault();
    event.stopPropagation();
    again.push(() => form.isConnected && form.requestSubmit());
    void start();
  };
  const onChange = (event: Event) => {
    if (hydrated || !(event.target instanceof HTMLSelectElement) || event.target.closest(answeredElsewhere)) return;
    const select = event.target;
    again.push(() => select.isConnected && select.dispatchEvent(new Event('change', { bubbles: true })));
    void start();
  };

  async function start() {
    if (started) return;
    started = true;
    for (const type of wakers) island.removeEventListener(type, start, true);
    window.removeEventListener('popstate', start);
    // React hydrates in a transition, after `hydrate()` has returned: the component says when it has
    // mounted and settled (islandReadyEvent, once); a frame later its effects have all run.
    let mounted = () => {};
    const ready = new Promise<void>((resolve) => (mounted = resolve));
    island.addEventListener(islandReadyEvent, () => mounted(), { once: true });
    try {
      const hydrate = await load();
      await hydrate();
      setTimeout(mounted, readyTimeoutMs);
      await ready;
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    } catch (error) {
      // The code did not load (offline, a deploy swapped it): the page stays the server's, and what
      // was held is made again for the browser to answer as without JavaScript (links, the form).
      console.error('The search could not start:', error);
    }
    hydrated = true;
    island.removeEventListener('click', onClick, true);
    island.removeEventListener('submit', onSubmit, true);
    island.removeEventListener('change', onChange, true);
    // A box the visitor changed is put back as the island has it and clicked again, so the island
    // hears the change (React tracks the property, so setting it back is seen as the start).
    for (const box of boxes.splice(0)) {
      if (!box.isConnected || box.checked === box.defaultChecked) continue;
      box.checked = box.defaultChecked;
      box.click();
    }
    for (const action of again.splice(0)) action();
  }

  for (const type of wakers) island.addEventListener(type, start, { capture: true, passive: true });
  island.addEventListener('click', onClick, true);
  island.addEventListener('submit', onSubmit, true);
  island.addEventListener('change', onChange, true);
  // The island changes the address as it searches; a Back to such an entry before it has hydrated
  // (the page was loaded again meanwhile) is its to show.
  window.addEventListener('popstate', start);
  if (options.value === 'built') {
    // client:use="built", a page built ahead (a prerendered listing): opened with a query (an old
    // link's search, which its HTML does not show) it hydrates at once to show it; where its filters
    // are on screen beside the results (1024 px and wider), once the page is idle, for their counts.
    if (window.location.search.length > 1) void start();
    else if (window.matchMedia(filtersBesideQuery).matches) {
      if ('requestIdleCallback' in window) window.requestIdleCallback(() => void start(), { timeout: 2000 });
      else setTimeout(() => void start(), 200);
    }
  }
};

export default hydrateOnUse;
