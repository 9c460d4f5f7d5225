// The pages are static, so an event that starts after the build still shows its registration
// button until the next build; this hides every [data-hide-after] once that moment has passed.

/** Hides each element whose data-hide-after date-time (ISO 8601) is in the past. */
export function hideExpiredRegistration(now = Date.now()): void {
  for (const el of document.querySelectorAll<HTMLElement>('[data-hide-after]')) {
    if (now >= Date.parse(el.dataset.hideAfter ?? '')) el.hidden = true;
  }
}
