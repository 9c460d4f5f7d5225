import { useRef, type KeyboardEvent } from 'react';

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

interface Props<T extends string> {
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (tab: T) => void;
  /** Ids are `${idBase}-tab-${id}`; each panel is `${idBase}-panel-${id}`, labelled by its tab. */
  idBase: string;
  label: string;
  className: string;
  /** Classes of every tab; the selected one adds the brand underline. */
  tabClassName: string;
}

/** A WAI-ARIA tab list: arrows, Home and End move and select; only the selected tab is in the Tab order. */
export default function TabList<T extends string>({ tabs, selected, onSelect, idBase, label, className, tabClassName }: Props<T>) {
  const refs = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((t) => t.id === selected);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length]!.id;
    onSelect(target);
    refs.current[target]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={className}>
      {tabs.map((t) => (
        <button
          key={t.id}
          ref={(el) => {
            refs.current[t.id] = el;
          }}
          type="button"
          role="tab"
          id={`${idBase}-tab-${t.id}`}
          aria-selected={selected === t.id}
          aria-controls={`${idBase}-panel-${t.id}`}
          tabIndex={selected === t.id ? 0 : -1}
          onClick={() => onSelect(t.id)}
          onKeyDown={onKeyDown}
          className={`${tabClassName} ${selected === t.id ? 'border-brand-600 text-brand-800' : 'border-transparent text-slate-700 hover:text-slate-900'}`}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
