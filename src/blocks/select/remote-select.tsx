import { Combobox, ComboboxItem, ComboboxPopover, ComboboxProvider, useComboboxStore } from '@ariakit/react/combobox';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { SELECT_COLLAPSE_ABOVE, SELECT_LOAD_TRIGGER_PX } from '../../core/constants';
import * as controls from '../controls/controls.css';
import { Icon } from '../icons/icon';
import { useT } from '../i18n/use-t';
import type { RelatedSource } from '../resource/related-source';
import type { SelectOption } from './option';
import * as styles from './select.css';
import { useRemoteOptions } from './use-remote-options';

interface Common {
  id?: string;
  source: RelatedSource;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  placeholder?: string;
  ariaLabel?: string;
  onBlur?: () => void;
  /** What the open list says when there is nothing to pick before anything is typed. */
  emptyText?: string;
}

export type RemoteSelectProps = Common &
  (
    | { multiple: true; value: readonly SelectOption[]; onChange: (value: SelectOption[]) => void }
    | { multiple?: false; value: SelectOption | null; onChange: (value: SelectOption | null) => void }
  );

/**
 * A select over a list URL (spec "Select with remote search"): pages of 10,
 * the next page loaded within 600 px of the list's end, a 403 quietly
 * disables it, closing it after a search starts over; more than 10 chosen
 * tags collapse into a count. With allowCreate, a typed name is a new item.
 * A list that failed to load says why under the box.
 */
export function RemoteSelect(props: RemoteSelectProps) {
  const t = useT();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const chosen: readonly SelectOption[] = props.multiple ? props.value : props.value ? [props.value] : [];
  const combobox = useComboboxStore({
    value: search,
    setValue: setSearch,
    open,
    setOpen,
    selectedValue: chosen.map((option) => option.value),
  });
  const remote = useRemoteOptions(props.source, search);
  // Closing with a search term leaves the list as it was before the search: once closed (clearing it as the
  // popover closes, inside the combobox's own update, kept a multiple select's list open).
  const wasOpen = useRef(false);
  const popover = useRef<HTMLDivElement>(null);
  const clearSearch = useEffectEvent(() => setSearch(''));
  useEffect(() => {
    if (wasOpen.current && !open) clearSearch();
    wasOpen.current = open;
  }, [open]);

  const disabled = props.disabled || remote.forbidden;
  const pick = (option: SelectOption) => {
    if (props.multiple) {
      const has = props.value.some((item) => item.value === option.value);
      props.onChange(has ? props.value.filter((item) => item.value !== option.value) : [...props.value, option]);
    } else {
      props.onChange(option);
      setSearch('');
    }
  };
  const remove = (option: SelectOption) => {
    if (props.multiple) props.onChange(props.value.filter((item) => item.value !== option.value));
    else props.onChange(null);
  };

  const visible = chosen.slice(0, SELECT_COLLAPSE_ABOVE);
  const hidden = chosen.length - visible.length;

  return (
    <>
      <div className={`${controls.input} ${styles.box}`} aria-disabled={disabled || undefined} data-forbidden={remote.forbidden || undefined}>
        {visible.map((option) => (
          <span key={option.value} className={controls.tag.info}>
            {option.label}
            {!disabled && (
              <button type="button" className={styles.remove} aria-label={t('form.removeItem', { item: option.label })} onClick={() => remove(option)}>
                <Icon name="close" />
              </button>
            )}
          </span>
        ))}
        {hidden > 0 && <span className={controls.tag.info}>{t('select.more', { count: hidden })}</span>}
        <ComboboxProvider store={combobox}>
          <Combobox
            id={props.id}
            className={styles.input}
            placeholder={chosen.length ? undefined : (props.placeholder ?? t('select.placeholder'))}
            disabled={disabled}
            aria-label={props.ariaLabel}
            aria-invalid={props.invalid || undefined}
            aria-describedby={props.describedBy}
            onBlur={(event) => {
              // The focus gone on to another field closes the list (inside a shadow root the popover does not see it go).
              if (event.relatedTarget instanceof Node && !popover.current?.contains(event.relatedTarget)) setOpen(false);
              props.onBlur?.();
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.defaultPrevented && props.source.allowCreate && search.trim()) {
                event.preventDefault();
                pick({ value: search.trim(), label: search.trim() });
                setSearch('');
              } else if (event.key === 'Backspace' && !search && chosen.length) {
                const last = chosen[chosen.length - 1];
                if (last) remove(last);
              }
            }}
          />
          <ComboboxPopover
            ref={popover}
            // Loading, the list says so by being busy: a listbox may hold only its options, not a status of its own.
            aria-busy={remote.loading || undefined}
            // The focus stays in the box (the list's items take it virtually): nothing to hand back on closing.
            autoFocusOnHide={false}
            className={controls.popover}
            gutter={4}
            sameWidth
            fixed
            portal={false}
            onScroll={(event) => {
              const list = event.currentTarget;
              if (list.scrollHeight - list.scrollTop - list.clientHeight < SELECT_LOAD_TRIGGER_PX) remote.loadMore();
            }}
          >
            {remote.options.map((option) => (
              <ComboboxItem
                key={option.value}
                value={option.value}
                className={controls.menuItem}
                setValueOnClick={false}
                hideOnClick={!props.multiple}
                onClick={() => pick(option)}
              >
                <span className={styles.check}>{chosen.some((item) => item.value === option.value) && <Icon name="check" />}</span>
                {option.label}
              </ComboboxItem>
            ))}
            {remote.loading && <div className={styles.note}>{t('common.loading')}</div>}
            {!remote.loading && remote.options.length === 0 && <div className={styles.note}>{(!search && props.emptyText) || t('select.noMatch')}</div>}
          </ComboboxPopover>
        </ComboboxProvider>
      </div>
      {remote.error && (
        <span className={controls.errorText} role="alert">
          {t('select.loadFailed', { error: remote.error })}
        </span>
      )}
    </>
  );
}
