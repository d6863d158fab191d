import { useMenuStore, type MenuStore, type MenuStoreProps } from '@ariakit/react/menu';
import { useStoreState } from '@ariakit/react/store';
import { useEffect } from 'react';

/**
 * A menu store whose menu closes on a press or focus outside it and on
 * Escape. Ariakit does this itself in the light DOM, but not from inside a
 * shadow root (events there are retargeted to the host): listening on the
 * document with the composed path sees through the open shadow root.
 */
export function useDismissableMenu(props: MenuStoreProps = {}): MenuStore {
  const store = useMenuStore(props);
  const open = useStoreState(store, 'open');
  useEffect(() => {
    if (!open) return;
    const inside = (event: Event) => {
      const { contentElement, disclosureElement } = store.getState();
      return event.composedPath().some((node) => node === contentElement || node === disclosureElement);
    };
    const onOutside = (event: Event) => {
      if (!inside(event)) store.hide();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') store.hide();
    };
    // Focus moving inside one shadow root never reaches the document (its
    // target and related target are the same host there): hear it in the root.
    const root = store.getState().contentElement?.getRootNode();
    const focusScopes: (Document | ShadowRoot)[] = root instanceof ShadowRoot ? [document, root] : [document];
    document.addEventListener('pointerdown', onOutside, true);
    document.addEventListener('keydown', onKey, true);
    for (const scope of focusScopes) scope.addEventListener('focusin', onOutside, true);
    return () => {
      document.removeEventListener('pointerdown', onOutside, true);
      document.removeEventListener('keydown', onKey, true);
      for (const scope of focusScopes) scope.removeEventListener('focusin', onOutside, true);
    };
  }, [open, store]);
  return store;
}
