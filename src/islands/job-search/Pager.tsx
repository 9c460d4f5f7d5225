import { fill } from '~/i18n/format';

interface Props {
  page: number;
  pageCount: number;
  /** The address of a page of the search (/jobs?q=nurse&page=2): a real link, every page reachable without JavaScript. */
  href: (page: number) => string;
  /** With JavaScript, a click loads the page in place. */
  go: (page: number) => void;
  /** The page's words ('Page {page} of {count}'). */
  texts: { pages: string; previous: string; next: string; pageOf: string };
}

const linkClass =
  'inline-flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-slate-900 hover:border-brand-600';
const plainClick = (e: React.MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/** Previous / "Page 2 of 7" / Next, as links. */
export function Pager({ page, pageCount, href, go, texts }: Props) {
  if (pageCount <= 1) return null;
  const link = (to: number, rel: 'prev' | 'next', label: string) => (
    <a
      href={href(to)}
      rel={rel}
      className={linkClass}
      onClick={(e) => {
        if (!plainClick(e)) return;
        e.preventDefault();
        go(to);
      }}
    >
      {label}
    </a>
  );
  return (
    <nav aria-label={texts.pages} className="mt-8 flex items-center justify-center gap-4">
      {page > 1 ? link(page - 1, 'prev', texts.previous) : <span className="w-24" />}
      <span className="text-sm text-slate-700">{fill(texts.pageOf, { page, count: pageCount })}</span>
      {page < pageCount ? link(page + 1, 'next', texts.next) : <span className="w-24" />}
    </nav>
  );
}
