import { createStore } from 'zustand/vanilla';
import { readText, writeText } from '../../core/storage';

const TIP_KEY = 'viewSwitchTipSeen';

/** Whether the first visit's hint about the view switcher was seen: kept once dismissed or the switcher used. */
export const viewTipStore = createStore<{ seen: boolean }>(() => ({ seen: readText(TIP_KEY) === '1' }));

export function dismissViewTip(): void {
  writeText(TIP_KEY, '1');
  viewTipStore.setState({ seen: true });
}
