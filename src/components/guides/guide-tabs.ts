// Tabs on the guides (WAI-ARIA tabs pattern, automatic activation): a click or the arrow, Home
// and End keys select a tab and show its panel; only the selected tab is in the Tab order. The
// markup is already in this state, so this script only moves the selection. Without scripting,
// CSS (GuideTabs.astro) hides the tab row and shows every panel with its own heading.

function tabGroup(root: HTMLElement) {
  const tabs = [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const panelOf = (tab: HTMLButtonElement) => document.getElementById(tab.getAttribute('aria-controls') ?? '');

  const select = (chosen: HTMLButtonElement, focus: boolean) => {
    for (const tab of tabs) {
      const selected = tab === chosen;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      panelOf(tab)?.toggleAttribute('data-selected', selected);
    }
    if (focus) chosen.focus();
  };

  // Which tab a key moves to, from the current one (a lookup, not a branch per key).
  const moves: Record<string, (i: number) => number> = {
    ArrowRight: (i) => (i + 1) % tabs.length,
    ArrowLeft: (i) => (i - 1 + tabs.length) % tabs.length,
    Home: () => 0,
    End: () => tabs.length - 1,
  };

  // The markup marks the default; syncing once also covers a panel whose `selected` was forgotten.
  const initial = tabs.find((tab) => tab.getAttribute('aria-selected') === 'true') ?? tabs[0];
  if (initial) select(initial, false);

  for (const tab of tabs) {
    tab.addEventListener('click', () => select(tab, false));
    tab.addEventListener('keydown', (event) => {
      const move = moves[event.key];
      if (!move) return;
      event.preventDefault();
      const next = tabs[move(tabs.indexOf(tab))];
      if (next) select(next, true);
    });
  }
}

/** Wires every tab group on the page. */
export function setUpGuideTabs(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-guide-tabs]')) tabGroup(root);
}
