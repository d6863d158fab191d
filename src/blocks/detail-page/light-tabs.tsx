import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import * as detail from './detail-page.css';

interface LightTab<Name extends string> {
  name: Name;
  title: string;
  /** Rendered once the tab was first chosen, then kept (hidden) with its state. */
  panel: ReactNode;
}

/**
 * Tabs of the WAI-ARIA pattern (arrow keys, Home and End choose; one tab stop),
 * with the detail tabs' look and light enough for an element's first load (the
 * ticket inbox's lists): the detail tabs bring a library these do not need.
 */
export function LightTabs<Name extends string>({
  id,
  label,
  tabs,
  selected,
  shown,
  onSelect,
}: {
  id: string;
  label: string;
  tabs: readonly LightTab<Name>[];
  selected: Name;
  /** The tabs chosen at least once: their panels are mounted. */
  shown: ReadonlySet<Name>;
  onSelect: (name: Name) => void;
}) {
  const list = useRef<HTMLDivElement>(null);
  const choose = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onSelect(tab.name);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(`${id}-tab-${tab.name}`)}`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const current = tabs.findIndex((tab) => tab.name === selected);
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };
  return (
    <>
      <div ref={list} role="tablist" aria-label={label} className={detail.tabList} part="tabs" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.name}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.name}`}
            aria-controls={`${id}-panel-${tab.name}`}
            aria-selected={tab.name === selected}
            tabIndex={tab.name === selected ? 0 : -1}
            className={detail.tab}
            onClick={() => onSelect(tab.name)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div key={tab.name} role="tabpanel" id={`${id}-panel-${tab.name}`} aria-labelledby={`${id}-tab-${tab.name}`} hidden={tab.name !== selected}>
          {shown.has(tab.name) && tab.panel}
        </div>
      ))}
    </>
  );
}
