import { lazy, Suspense, useEffect, useState } from 'react';
import { useShortcutScope } from '../../blocks/custom-element/use-shortcut-scope';
import { useT } from '../../blocks/i18n/use-t';
import { Icon } from '../../blocks/icons/icon';
import * as barStyles from '../top-bar/top-bar.css';

// The dialog, its search and the page list load on first use: the first page does not pay for them.
const QuickJumpDialog = lazy(() => import('./quick-jump-dialog'));

/** The quick-jump palette: a button in the top bar and Ctrl+K (⌘K) anywhere in the console. */
export function QuickJump() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const inScope = useShortcutScope();
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!inScope(event)) return;
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [inScope]);
  return (
    <>
      <button
        type="button"
        className={barStyles.barButton}
        aria-label={t('palette.open')}
        aria-keyshortcuts="Control+K"
        title={t('palette.open')}
        onClick={() => setOpen(true)}
        data-testid="quick-jump-button"
      >
        <Icon name="search" size={19} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <QuickJumpDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
