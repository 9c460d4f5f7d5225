// What the enhanced forms (Post a Job, the edit dialog, sign-in) show when a submit fails or
// succeeds, written once.

/**
 * Puts each field's message in its `[data-error-for]` line, marks the field aria-invalid (or
 * clears both), and moves focus to the first field with a problem.
 */
export function showFieldErrors(form: HTMLFormElement, errors: Record<string, string>): void {
  for (const line of form.querySelectorAll<HTMLElement>('[data-error-for]')) {
    const name = line.dataset.errorFor ?? '';
    const message = errors[name] ?? '';
    line.textContent = message;
    const field = form.elements.namedItem(name);
    if (!(field instanceof HTMLElement)) continue;
    if (message) field.setAttribute('aria-invalid', 'true');
    else field.removeAttribute('aria-invalid');
  }
  const first = Object.keys(errors)[0];
  const field = first ? form.elements.namedItem(first) : null;
  if (field instanceof HTMLElement) field.focus();
}

/** Replaces a status box's content with a bold title and a line of text (as text, never markup). */
export function showNotice(box: HTMLElement, title: string, text: string): void {
  const heading = document.createElement('p');
  heading.className = 'font-semibold';
  heading.textContent = title;
  const body = document.createElement('p');
  body.textContent = text;
  box.replaceChildren(heading, body);
}
