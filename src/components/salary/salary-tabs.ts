// Turns the salary guide's country links into WAI-ARIA tabs with automatic activation: a click,
// or Arrow Left/Right, Home and End on the focused tab, shows that country's panel. Only the
// selected tab is in the Tab order; the panel follows it. The address keeps #country so a shared
// link opens the same tab. Without this script every panel stays visible (SalaryTabs.astro).

/** Which tab a key moves to from index `i` of `n` tabs (a lookup, not a branch per key). */
const moves: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

export function setUpSalaryTabs(root: HTMLElement): void {
  const list = root.querySelector<HTMLElement>('[data-tab-list]');
  const tabs = [...root.querySelectorAll<HTMLAnchorElement>('[data-tab]')];
  const panels = tabs.map((tab) => document.getElementById(tab.hash.slice(1)));
  if (!list || tabs.length === 0 || panels.some((p) => !p)) return;

  // The list of links becomes one tab list; the nav landmark and list items step aside.
  root.querySelector('[data-tab-nav]')?.setAttribute('role', 'none');
  root.querySelector('[data-tab-nav]')?.removeAttribute('aria-label');
  list.setAttribute('role', 'tablist');
  list.setAttribute('aria-label', 'Countries');
  for (const item of root.querySelectorAll('[data-tab-item]')) item.setAttribute('role', 'none');
  tabs.forEach((tab, index) => {
    const panel = panels[index]!;
    tab.id = `${panel.id}-tab`;
    tab.setAttribute('role', 'tab');
    tab.setAttribute('aria-controls', panel.id);
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', tab.id);
    panel.tabIndex = 0;
  });

  const select = (index: number, { focus = false, remember = false } = {}) => {
    tabs.forEach((tab, i) => {
      const selected = i === index;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      panels[i]!.hidden = !selected;
    });
    if (focus) tabs[index]!.focus();
    // replaceState: the address follows the tab without scrolling or filling the history.
    if (remember) history.replaceState(history.state, '', tabs[index]!.hash);
  };
  const indexOfHash = (hash: string) => tabs.findIndex((tab) => tab.hash === hash);

  tabs.forEach((tab, index) => {
    tab.addEventListener('click', (event) => {
      event.preventDefault();
      select(index, { remember: true });
    });
    tab.addEventListener('keydown', (event) => {
      const move = moves[event.key];
      if (!move) return;
      event.preventDefault();
      select(move(index, tabs.length), { focus: true, remember: true });
    });
  });
  window.addEventListener('hashchange', () => {
    const index = indexOfHash(location.hash);
    if (index >= 0) select(index);
  });
  select(Math.max(0, indexOfHash(location.hash)));
}
