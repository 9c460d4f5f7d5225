// The floating helper (FloatingHelper.astro): appears after 300 px of scroll, hides again near the
// top. Run by the site header's script, which every page with the helper loads as a file: inline,
// these 800 bytes were in every page's HTML (and its script hash in every page's policy).

/** Wires the quick menu and the back-to-top button, when the page has them. */
export function setUpFloatingHelper(): void {
  const helper = document.getElementById('floating-helper');
  const menu = document.getElementById('floating-helper-menu');
  const toggle = document.getElementById('floating-helper-toggle');
  if (helper && menu && toggle) {
    fillQuickMenu(menu);
    const update = () => {
      const show = window.scrollY > 300;
      helper.hidden = !show;
      if (!show) {
        menu.hidden = true;
        toggle.setAttribute('aria-expanded', 'false');
      }
    };
    window.addEventListener('scroll', update, { passive: true });
    update();
    const setOpen = (open: boolean) => {
      menu.hidden = !open;
      toggle.setAttribute('aria-expanded', String(open));
    };
    toggle.addEventListener('click', () => setOpen(Boolean(menu.hidden)));
    // Esc closes the open menu and gives the focus back to its button (a disclosure, like the header's).
    helper.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || menu.hidden) return;
      setOpen(false);
      toggle.focus();
    });
    // A click elsewhere closes it too.
    document.addEventListener('click', (event) => {
      if (!menu.hidden && event.target instanceof Node && !helper.contains(event.target)) setOpen(false);
    });
    document.getElementById('back-to-top')?.addEventListener('click', () => {
      window.scrollTo({ top: 0, behavior: 'smooth' });
      document.getElementById('main')?.focus({ preventScroll: true });
    });
  }
}

/**
 * The quick menu's list holds only the links the phone menu lacks (FloatingHelper.astro); its
 * data-links names every link's address in order, and the rest are copied from the phone menu.
 */
function fillQuickMenu(menu: HTMLElement): void {
  const list = menu.querySelector<HTMLElement>('ul[data-links]');
  if (!list?.dataset.links) return;
  const itemOf = (root: ParentNode | null, href: string) =>
    [...(root?.querySelectorAll('a') ?? [])].find((a) => a.getAttribute('href') === href)?.closest('li');
  const phoneMenu = document.querySelector('#mobile-menu .mobile-menu-links');
  const items = list.dataset.links.split(' ').map((href) => itemOf(list, href) ?? itemOf(phoneMenu, href)?.cloneNode(true));
  list.replaceChildren(...items.filter((item): item is Element | Node => Boolean(item)));
}
