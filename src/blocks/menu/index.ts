export { Menu, MenuButton, MenuItem, MenuSeparator } from './menu';
export { Popover, PopoverButton } from './popover';
export type { Placement, Rect } from './position';
export { usePopup, type PopupState, type ShowOptions } from './use-popup';
