import { useEffect, useId, useRef, useState } from 'react';
import { SEARCH_EMIT_DELAY_MS, SEARCH_EMPTY_DELETES_TO_REMOVE } from '../../core/constants';
import * as controls from '../controls/controls.css';
import { Icon } from '../icons/icon';
import { PopupSurface } from '../menu/popup-surface';
import { usePopup } from '../menu/use-popup';
import { useT } from '../i18n/use-t';
import * as styles from './search-bar.css';
import { addTag, isPickOption, SEARCH_KEY, type FilterTag, type SearchOption } from './search-tags';
import { useFocusShortcut } from './use-focus-shortcut';

export interface SearchBarProps {
  options: readonly SearchOption[];
  /** The tags in force: the owner's (a list keeps them in its query). */
  tags: readonly FilterTag[];
  /** The tags the user made, 400 ms after their last change. */
  onChange: (tags: readonly FilterTag[]) => void;
  /** `/` focuses this bar (list pages). */
  focusShortcut?: boolean;
  placeholder?: string;
}

/**
 * The tag-style search bar (spec "Search bar"): free text becomes a search
 * tag, a chosen field takes a typed value or one of its choices; Backspace
 * twice on an empty input removes the last tag; clicking a typed tag edits it.
 * It shows the owner's tags; the user's changes show at once and go to the
 * owner once they settle.
 */
export function SearchBar({ options, tags: given, onChange, focusShortcut = false, placeholder }: SearchBarProps) {
  const t = useT();
  const [draft, setDraft] = useState<readonly FilterTag[] | null>(null);
  const tags = draft ?? given;
  // A change that leaves the tags as they are (a duplicate, an empty value) is no change: nothing is sent.
  const setTags = (change: (current: readonly FilterTag[]) => readonly FilterTag[]) =>
    setDraft((current) => {
      const base = current ?? given;
      const next = change(base);
      return next === base ? current : next;
    });
  const [text, setText] = useState('');
  const [pending, setPending] = useState<SearchOption | null>(null);
  const emptyDeletes = useRef(0);
  const input = useRef<HTMLInputElement>(null);
  const emit = useRef(onChange);
  emit.current = onChange;
  // The list of fields (or of a field's choices) under the input: a combobox
  // whose focus stays in the input, the highlighted option named by
  // aria-activedescendant.
  const list = usePopup({ placement: 'bottom-start' });
  const [activeIndex, setActiveIndex] = useState(-1);
  const listId = useId();

  useFocusShortcut(input, focusShortcut);

  useEffect(() => {
    if (!draft) return;
    const timer = setTimeout(() => {
      emit.current(draft);
      setDraft(null);
    }, SEARCH_EMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  const commit = (option: SearchOption | null, value: string, valueLabel = value) => {
    setTags((current) =>
      addTag(current, option ? { key: option.value, label: option.label, value, valueLabel } : { key: SEARCH_KEY, label: t('search.search'), value, valueLabel }),
    );
    setText('');
    setPending(null);
  };

  const choose = (option: SearchOption) => {
    setPending(option);
    setText('');
    emptyDeletes.current = 0;
    setActiveIndex(-1);
    if (!isPickOption(option)) list.hide();
    input.current?.focus();
  };

  const editTag = (tag: FilterTag) => {
    const option = options.find((candidate) => candidate.value === tag.key);
    if (isPickOption(option)) return;
    setTags((current) => current.filter((existing) => existing !== tag));
    setPending(option ?? null);
    setText(tag.value);
    input.current?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      // The first arrow opens the list, the next ones move through it.
      if (!list.open) return list.show({ focus: 'none' });
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((current) => (listed.length ? (current + step + listed.length) % listed.length : -1));
      return;
    }
    if (event.key === 'Escape' && list.open) return;
    if (event.key === 'Enter' && list.open && listed[activeIndex]) {
      event.preventDefault();
      listed[activeIndex].pick();
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      const value = text.trim();
      // Confirming an empty value drops the tag being written (or edited).
      if (!value) {
        setPending(null);
        setText('');
        return;
      }
      commit(pending, value);
      list.hide();
      return;
    }
    if (event.key === 'Backspace' && text === '') {
      if (pending) {
        setPending(null);
        emptyDeletes.current = 0;
        return;
      }
      emptyDeletes.current += 1;
      if (emptyDeletes.current >= SEARCH_EMPTY_DELETES_TO_REMOVE) {
        emptyDeletes.current = 0;
        setTags((current) => (current.length ? current.slice(0, -1) : current));
      }
      return;
    }
    emptyDeletes.current = 0;
  };

  const lowered = text.trim().toLowerCase();
  const listed = pending
    ? (pending.children ?? []).map((child) => ({ id: `${pending.value}=${child.value}`, label: child.label, pick: () => commit(pending, child.value, child.label) }))
    : options.filter((option) => !lowered || option.label.toLowerCase().includes(lowered)).map((option) => ({ id: option.value, label: option.label, pick: () => choose(option) }));

  return (
    <div className={styles.bar} part="search">
      <Icon name="search" className={styles.searchIcon} />
      {tags.map((tag) => (
        <span key={`${tag.key}=${tag.value}`} className={`${controls.tag.info} ${styles.tag}`}>
          <button type="button" className={styles.tagText} onClick={() => editTag(tag)} title={`${tag.label}: ${tag.valueLabel}`}>
            {tag.label}: {tag.valueLabel}
          </button>
          <button
            type="button"
            className={styles.tagRemove}
            aria-label={t('search.removeTag', { tag: `${tag.label}: ${tag.valueLabel}` })}
            onClick={() => setTags((current) => current.filter((existing) => existing !== tag))}
          >
            <Icon name="close" />
          </button>
        </span>
      ))}
      {pending && <span className={styles.pending}>{pending.label}:</span>}
      <input
        ref={(element) => {
          input.current = element;
          list.buttonRef.current = element;
        }}
        className={styles.input}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={list.open && listed.length > 0}
        aria-controls={listId}
        aria-activedescendant={list.open && listed[activeIndex] ? `${listId}-${activeIndex}` : undefined}
        placeholder={pending ? t('search.typeValue', { field: pending.label }) : (placeholder ?? t('search.placeholder'))}
        aria-label={pending ? t('search.valueFor', { field: pending.label }) : t('search.search')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActiveIndex(-1);
          if (!list.open) list.show({ focus: 'none' });
        }}
        onClick={() => list.show({ focus: 'none' })}
        onKeyDown={onKeyDown}
        onBlur={() => {
          emptyDeletes.current = 0;
        }}
      />
      {listed.length > 0 && (
        <PopupSurface popup={list} gutter={6} className={controls.popover} id={listId} role="listbox" aria-label={pending ? pending.label : t('search.filters')}>
          {listed.map((item, index) => (
            <div
              key={item.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              data-active-item={index === activeIndex ? '' : undefined}
              className={controls.menuItem}
              // The input keeps the focus: the pointer only picks.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActiveIndex(index)}
              onClick={item.pick}
            >
              {item.label}
            </div>
          ))}
        </PopupSurface>
      )}
    </div>
  );
}
