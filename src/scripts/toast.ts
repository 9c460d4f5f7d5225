// Toasts: one polite live region per page (Toaster.astro); screen readers announce each toast.

export type ToastKind = 'success' | 'error';

/** Shows a toast for 4 s: a title and a description, announced politely. */
export function showToast(title: string, description: string, kind: ToastKind = 'success'): void {
  const region = document.getElementById('toaster');
  if (!region) return;
  const toast = document.createElement('div');
  toast.setAttribute('role', 'status');
  toast.className = `pointer-events-auto w-full max-w-sm rounded-lg border p-4 shadow-lg ${
    kind === 'success' ? 'border-brand-600 bg-white text-slate-900' : 'border-red-300 bg-red-50 text-red-900'
  }`;
  const heading = document.createElement('p');
  heading.className = 'font-semibold';
  heading.textContent = title;
  const text = document.createElement('p');
  text.className = 'text-sm';
  text.textContent = description;
  toast.append(heading, text);
  region.append(toast);
  window.setTimeout(() => toast.remove(), 4000);
}
