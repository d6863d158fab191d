import { Fragment, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useStore } from 'zustand';
import { t as translate } from '../../core/i18n';
import { navigateTo, routesStore } from '../../core/routes';
import { useT } from '../../blocks/i18n/use-t';
import { isIconName } from '../../blocks/icons/console-icon-paths';
import { Icon, type IconName } from '../../blocks/icons/icon';
import { openApplication } from '../routing/open-application';
import { matchPages, palettePages } from './palette-entries';
import * as styles from './quick-jump.css';
import { useObjectSearch } from './use-object-search';
import { ModalSurface } from '../../blocks/dialog/modal-surface';

const KIND_ICONS = { user: 'user', asset: 'assets', account: 'accounts' } as const satisfies Record<string, IconName>;
const KIND_LABELS = { user: 'palette.users', asset: 'palette.assets', account: 'palette.accounts' } as const;

interface Option {
  key: string;
  group: string;
  icon: IconName;
  label: string;
  context?: string;
  go: () => void;
}

/**
 * The palette's dialog: type to find a page, a user, an asset or an account;
 * arrows choose, Enter goes there. The combobox is written out here: Ariakit's
 * virtual focus does not follow the active option inside a shadow root.
 */
export default function QuickJumpDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const listRef = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const accessible = useStore(routesStore, (state) => state.accessible);
  const pages = useMemo(
    () => (accessible ? palettePages(accessible).map((page) => ({ ...page, label: translate(page.title), context: page.view ? translate(page.view) : '' })) : []),
    [accessible],
  );
  const { objects, loading } = useObjectSearch(text);
  const options: Option[] = [
    ...matchPages(pages, text).map((page) => ({
      key: page.key,
      group: t('palette.pages'),
      icon: isIconName(page.icon) ? page.icon : ('list' as const),
      label: page.label,
      context: page.context,
      go: () => (page.href ? openApplication(page.href) : navigateTo(page.path!)),
    })),
    ...objects.map((object) => ({
      key: object.key,
      group: t(KIND_LABELS[object.kind]),
      icon: KIND_ICONS[object.kind],
      label: object.label,
      go: () => navigateTo({ name: object.route, params: { id: object.id } }),
    })),
  ];
  const current = Math.min(active, options.length - 1);
  const optionId = (index: number) => `jms-quick-jump-${index}`;

  useEffect(() => {
    listRef.current?.querySelector(`#${optionId(current)}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);

  const choose = (option: Option | undefined) => {
    if (!option) return;
    onClose();
    option.go();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(current + 1, last),
      ArrowUp: Math.max(current - 1, 0),
      PageDown: Math.min(current + 5, last),
      PageUp: Math.max(current - 5, 0),
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]!);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(options[current]);
    }
  };

  return (
    <ModalSurface
      className={styles.dialog}
      aria-label={t('palette.title')}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      data-testid="quick-jump"
    >
      <div className={styles.field}>
        <Icon name="search" size={18} />
        <input
          className={styles.input}
          role="combobox"
          aria-expanded="true"
          aria-controls="jms-quick-jump-list"
          aria-autocomplete="list"
          aria-activedescendant={options.length ? optionId(current) : undefined}
          aria-label={t('palette.title')}
          placeholder={t('palette.placeholder')}
          autoComplete="off"
          spellCheck={false}
          autoFocus
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
        <kbd className={styles.kbd}>Esc</kbd>
      </div>
      <div ref={listRef} id="jms-quick-jump-list" role="listbox" className={styles.list} aria-label={t('palette.results')}>
        {options.map((option, index) => (
          <Fragment key={option.key}>
            {option.group !== options[index - 1]?.group && (
              <div className={styles.groupLabel} aria-hidden="true">
                {option.group}
              </div>
            )}
            <div
              id={optionId(index)}
              role="option"
              aria-selected={index === current}
              className={styles.item}
              data-active-item={index === current ? '' : undefined}
              onMouseMove={() => setActive(index)}
              onClick={() => choose(option)}
            >
              <Icon name={option.icon} size={16} />
              <span className={styles.itemLabel}>{option.label}</span>
              {option.context && <span className={styles.itemContext}>{option.context}</span>}
            </div>
          </Fragment>
        ))}
        {!options.length && (
          <p className={styles.empty} role="status">
            {loading ? t('palette.searching') : t('palette.nothing')}
          </p>
        )}
      </div>
      <p className={styles.hint}>{t('palette.hint')}</p>
    </ModalSurface>
  );
}
