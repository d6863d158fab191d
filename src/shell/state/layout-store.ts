import { createStore } from 'zustand/vanilla';
import { COOKIES } from '../../core/constants';
import { readCookie, writeCookie } from '../../core/cookies';

export type Device = 'desktop' | 'mobile';

interface LayoutState {
  /** The side menu: open (full width) or collapsed (icons only, or hidden on mobile). */
  sidebarOpen: boolean;
  device: Device;
}

/** The frame's own state: side menu and device, the side menu kept in the `sidebarStatus` cookie (1 open, 0 collapsed). */
export const layoutStore = createStore<LayoutState>(() => ({
  sidebarOpen: readCookie(COOKIES.sidebarStatus) !== '0',
  device: 'desktop',
}));

export function setSidebarOpen(open: boolean): void {
  layoutStore.setState({ sidebarOpen: open });
  // On mobile the menu is a drawer; its opening is not a preference to keep.
  if (layoutStore.getState().device === 'desktop') writeCookie(COOKIES.sidebarStatus, open ? '1' : '0');
}

export function toggleSidebar(): void {
  setSidebarOpen(!layoutStore.getState().sidebarOpen);
}

/** Entering mobile mode closes the menu; leaving it brings back the kept preference. */
export function setDevice(device: Device): void {
  if (layoutStore.getState().device === device) return;
  layoutStore.setState({
    device,
    sidebarOpen: device === 'mobile' ? false : readCookie(COOKIES.sidebarStatus) !== '0',
  });
}
