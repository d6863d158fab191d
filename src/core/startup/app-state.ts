import { createStore } from 'zustand/vanilla';

/** The app-init flag: set when the console starts, cleared by a view switch so the guard runs again. */
export const appStore = createStore<{ initialized: boolean }>(() => ({ initialized: false }));

export function markInitialized(): void {
  appStore.setState({ initialized: true });
}

export function resetApp(): void {
  appStore.setState({ initialized: false });
}
