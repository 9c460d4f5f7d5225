// The header's behaviour: fixed after 80 px, the Job Categories dropdown
// (hover or click, closes 300 ms after the pointer leaves, Escape, keyboard), the mobile menu,
// the signed-in state on static pages, and the count of saved jobs (live across islands and tabs).

import { $savedJobs } from '~/stores/saved-jobs';

const fixedAfterPx = 80;
const dropdownHideDelayMs = 300;

function fixOnScroll(header: HTMLElement, spacer: HTMLElement) {
  let fixed = false;
  const update = () => {
    const shouldFix = window.scrollY > fixedAfterPx;
    if (shouldFix === fixed) return;
    fixed = shouldFix;
    // The spacer keeps the page from jumping when the header leaves the flow.
    spacer.style.height = fixed ? `${header.offsetHeight}px` : '';
    header.dataset.fixed = String(fixed);
  };
  window.addEventListener('scroll', update, { passive: true });
  update();
}

function dropdown(menu: HTMLElement, button: HTMLButtonElement, panel: HTMLElement) {
  let hideTimer: number | undefined;
  let hoverOpenedAt = 0;
  const open = () => {
    window.clearTimeout(hideTimer);
    panel.hidden = false;
    button.setAttribute('aria-expanded', 'true');
  };
  const close = () => {
    window.clearTimeout(hideTimer);
    panel.hidden = true;
    button.setAttribute('aria-expanded', 'false');
  };
  // A mouse that hovered the menu open and then clicks means "open", not "close again".
  button.addEventListener('click', () => {
    if (panel.hidden) open();
    else if (Date.now() - hoverOpenedAt > 600) close();
  });
  menu.addEventListener('pointerenter', (e) => {
    if (e.pointerType !== 'mouse') return;
    if (panel.hidden) hoverOpenedAt = Date.now();
    open();
  });
  menu.addEventListener('pointerleave', (e) => {
    if (e.pointerType === 'mouse') hideTimer = window.setTimeout(close, dropdownHideDelayMs);
  });
  menu.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && !panel.hidden) {
      close();
      button.focus();
    }
    if (e.key === 'ArrowDown' && e.target === button) {
      e.preventDefault();
      open();
      panel.querySelector<HTMLElement>('a')?.focus();
    }
  });
  menu.addEventListener('focusout', (e) => {
    if (!menu.contains(e.relatedTarget as Node | null)) close();
  });
}

/** The phone menu is a <details> (it opens without JavaScript); here it says its state and closes on Escape. */
function mobileMenu(disclosure: HTMLDetailsElement, button: HTMLElement) {
  const say = () => button.setAttribute('aria-expanded', String(disclosure.open));
  disclosure.addEventListener('toggle', say);
  say();
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && disclosure.open) {
      disclosure.open = false;
      button.focus();
    }
  });
}

async function showSession() {
  // Only ask the server when the sign-in left its hint: most visitors never cost a request.
  if (!document.cookie.split('; ').some((c) => c === 'gj_signed_in=1')) return;
  try {
    const response = await fetch('/api/auth/me', { credentials: 'same-origin' });
    const body = (await response.json()) as { user: { email: string; isAdmin: boolean } | null };
    if (!body.user) return;
    for (const el of document.querySelectorAll<HTMLElement>('[data-session="signed-out"]')) el.hidden = true;
    for (const el of document.querySelectorAll<HTMLElement>('[data-session="signed-in"]')) el.hidden = false;
    for (const el of document.querySelectorAll<HTMLElement>('[data-session="admin"]')) el.hidden = !body.user.isAdmin;
    for (const el of document.querySelectorAll<HTMLElement>('[data-session-email]')) el.textContent = body.user.email;
  } catch (error) {
    console.error('header: could not read the session', error);
  }
}

function savedJobsCount() {
  const links = document.querySelectorAll<HTMLElement>('[data-saved-jobs-link]');
  $savedJobs.subscribe((list) => {
    for (const link of links) {
      link.hidden = list.length === 0;
      const count = link.querySelector('[data-saved-jobs-count]');
      if (count) count.textContent = String(list.length);
    }
  });
}

/**
 * The language switch keeps the page's query and hash (a filtered search stays filtered).
 * Read when it is followed, not at load: the search island changes the address as it searches.
 */
function languageSwitch(link: HTMLAnchorElement) {
  const target = new URL(link.href);
  const follow = () => {
    link.href = target.pathname + location.search + location.hash;
  };
  link.addEventListener('pointerdown', follow);
  link.addEventListener('focus', follow);
  link.addEventListener('click', follow);
}

/**
 * Writes the Job Categories dropdown's links (SiteHeader.astro says why): each list's names are the
 * mobile menu's of the same kind, its addresses data-href followed by each of data-values.
 */
function fillDropdown(panel: HTMLElement): void {
  for (const list of panel.querySelectorAll<HTMLElement>('ul[data-menu-links]')) {
    const names = [...document.querySelectorAll(`ul[data-menu-names="${list.dataset.menuLinks}"] a`)].map(
      (a) => a.textContent?.trim() ?? '',
    );
    const values = (list.dataset.values ?? '').split(' ').filter(Boolean);
    list.replaceChildren(
      ...values.map((value, i) => {
        const link = Object.assign(document.createElement('a'), { textContent: names[i] ?? value });
        link.setAttribute('href', `${list.dataset.href ?? ''}${value}`);
        const item = document.createElement('li');
        item.append(link);
        return item;
      }),
    );
  }
}

/**
 * The button that opens a panel, in place of the link a page without JavaScript follows (same id,
 * classes and content): a link that opened a panel would not be followed by keyboard or screen
 * reader users the way they expect.
 */
function disclosureButton(link: HTMLAnchorElement, panelId: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.id = link.id;
  button.className = link.className;
  button.setAttribute('aria-expanded', 'false');
  button.setAttribute('aria-controls', panelId);
  button.append(...link.childNodes);
  link.replaceWith(button);
  return button;
}

export function setUpHeader(): void {
  const header = document.getElementById('site-header');
  const spacer = document.getElementById('site-header-spacer');
  if (header && spacer) fixOnScroll(header, spacer);
  const menu = document.getElementById('categories-menu');
  const trigger = document.getElementById('categories-button');
  const button = trigger instanceof HTMLAnchorElement ? disclosureButton(trigger, 'categories-panel') : null;
  const panel = document.getElementById('categories-panel');
  if (panel) fillDropdown(panel);
  if (menu && button && panel) dropdown(menu, button, panel);
  const mobileButton = document.getElementById('mobile-menu-button');
  const mobile = document.getElementById('mobile-menu-disclosure');
  if (mobileButton && mobile instanceof HTMLDetailsElement) mobileMenu(mobile, mobileButton);
  savedJobsCount();
  void showSession();
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-language-switch="page"]')) languageSwitch(link);
}
