import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Tabs.module.css';

export interface TabItem {
  /** Stable key, also used in the element ids. */
  id: string;
  label: ReactNode;
  /** Rendered only while the tab is selected. */
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  items: TabItem[];
  selectedId: string;
  onSelect: (id: string) => void;
  className?: string;
}

/** Reading direction of the element, from the nearest `dir` attribute (RTL mirrors the arrow keys). */
function isRtl(el: HTMLElement): boolean {
  const dir = el.closest('[dir]')?.getAttribute('dir') ?? document.documentElement.dir;
  return dir === 'rtl';
}

/**
 * WAI-ARIA tabs (APG "tabs with automatic activation"): one tab stop (roving tabindex), the arrow
 * keys move and select, mirrored in RTL so the key points where the focus goes; Home and End jump.
 * Controlled: the caller owns the selected id (so it can live in the URL or survive a refetch).
 */
export function Tabs({ label, items, selectedId, onSelect, className }: TabsProps) {
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const enabled = items.filter((t) => !t.disabled);
  const current = items.find((t) => t.id === selectedId && !t.disabled) ?? enabled[0];

  function move(to: TabItem | undefined) {
    if (!to) return;
    onSelect(to.id);
    tabRefs.current.get(to.id)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = enabled.findIndex((t) => t.id === current?.id);
    const rtl = isRtl(event.currentTarget);
    const step = (delta: number) => enabled[(index + delta + enabled.length) % enabled.length];
    let target: TabItem | undefined;
    switch (event.key) {
      case 'ArrowRight':
        target = step(rtl ? -1 : 1);
        break;
      case 'ArrowLeft':
        target = step(rtl ? 1 : -1);
        break;
      case 'Home':
        target = enabled[0];
        break;
      case 'End':
        target = enabled[enabled.length - 1];
        break;
      default:
        return;
    }
    event.preventDefault();
    move(target);
  }

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  return (
    <div className={[styles.tabs, className].filter(Boolean).join(' ')}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {items.map((tab) => {
          const selected = tab.id === current?.id;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) tabRefs.current.set(tab.id, el);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected ? 0 : -1}
              disabled={tab.disabled}
              className={styles.tab}
              // A tap before the scripts take over a server-drawn page is replayed on this tab (shell/src/early.ts).
              data-early={`tab:${tab.id}`}
              onClick={() => onSelect(tab.id)}
              onKeyDown={onKeyDown}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {items.map((tab) => {
        const selected = tab.id === current?.id;
        return (
          <div
            key={tab.id}
            role="tabpanel"
            id={panelId(tab.id)}
            aria-labelledby={tabId(tab.id)}
            hidden={!selected}
            tabIndex={selected ? 0 : undefined}
            className={styles.panel}
          >
            {selected ? tab.content : null}
          </div>
        );
      })}
    </div>
  );
}
