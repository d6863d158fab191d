import type { CONSOLE_ICON_PATHS } from './console-icon-paths';

/**
 * The project's icons: 24×24 outline drawings (stroke, round joins), drawn for
 * it. Each entry is the `d` of one or more paths. These are the ones blocks and
 * elements draw; the console's own (its menus, views and screens) are in
 * console-icon-paths.ts, which only the console loads.
 */
export const ICON_PATHS = {
  // Navigation and actions
  menu: ['M4 6h16', 'M4 12h16', 'M4 18h16'],
  'chevron-down': ['M6 9l6 6 6-6'],
  'chevron-right': ['M9 6l6 6-6 6'],
  'chevron-left': ['M15 6l-6 6 6 6'],
  'arrow-left': ['M19 12H5', 'M11 6l-6 6 6 6'],
  close: ['M6 6l12 12', 'M18 6L6 18'],
  refresh: ['M20 11a8 8 0 1 0-2.3 5.7', 'M20 4v7h-7'],
  plus: ['M12 5v14', 'M5 12h14'],
  list: ['M9 6h11', 'M9 12h11', 'M9 18h11', 'M4.5 6h.01', 'M4.5 12h.01', 'M4.5 18h.01'],
  search: ['M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13Z', 'M15.5 15.5L20 20'],
  check: ['M5 12.5l4.5 4.5L19 7.5'],
  // Status
  info: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z', 'M12 11v6', 'M12 7.5h.01'],
  warning: ['M12 4L2.8 19.5h18.4L12 4Z', 'M12 10v4.5', 'M12 17.3h.01'],
  // Shell
  grid: ['M4 4h7v7H4z', 'M13 4h7v7h-7z', 'M4 13h7v7H4z', 'M13 13h7v7h-7z'],
  settings: [
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
    'M19.4 13.5a7.6 7.6 0 0 0 0-3l2-1.6-2-3.4-2.4 1a7.4 7.4 0 0 0-2.6-1.5L14 2.5h-4l-.4 2.5A7.4 7.4 0 0 0 7 6.5l-2.4-1-2 3.4 2 1.6a7.6 7.6 0 0 0 0 3l-2 1.6 2 3.4 2.4-1a7.4 7.4 0 0 0 2.6 1.5l.4 2.5h4l.4-2.5a7.4 7.4 0 0 0 2.6-1.5l2.4 1 2-3.4-2-1.6Z',
  ],
  bell: ['M18 16V11a6 6 0 0 0-12 0v5l-2 2h16l-2-2Z', 'M10 20.5a2.2 2.2 0 0 0 4 0'],
  // Menu
  user: ['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z', 'M4.5 20.5a7.5 7.5 0 0 1 15 0'],
  perms: ['M12 3l7.5 3v5.5c0 4.3-3.1 8.2-7.5 9.5-4.4-1.3-7.5-5.2-7.5-9.5V6L12 3Z', 'M9 12l2 2 4-4'],
  online: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z', 'M12 13a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z', 'M7.5 18.5a5 5 0 0 1 9 0'],
  terminal: ['M3 5h18v14H3z', 'M7 10l3 2.5L7 15', 'M12.5 15H17'],
  ticket: ['M4 7a2 2 0 0 0 0 4v6h16v-6a2 2 0 0 1 0-4V5H4z', 'M14 5v2', 'M14 10v2', 'M14 15v2'],
  assigned: ['M5 4h11l3 3v13H5z', 'M8.5 13l2.5 2.5 4.5-5'],
  message: ['M4 5h16v11H9l-5 4z', 'M8 9h8', 'M8 12.5h5'],
  lock: ['M7.5 11V8a4.5 4.5 0 0 1 9 0v3', 'M5 11h14v10H5z', 'M12 14.5v3'],
  unlock: ['M7.5 11V8a4.5 4.5 0 0 1 8.7-1.6', 'M5 11h14v10H5z', 'M12 14.5v3'],
  play: ['M7 4.5v15l12.5-7.5z'],
  pause: ['M8 5v14', 'M16 5v14'],
  external: ['M14 4h6v6', 'M20 4l-9 9', 'M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5'],
  maximize: ['M4 9V4h5', 'M15 4h5v5', 'M20 15v5h-5', 'M9 20H4v-5'],
  token: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z', 'M9 9h6', 'M12 9v7'],
  // Blocks: tables, forms, import and export
  'chevron-up': ['M6 15l6-6 6 6'],
  clone: ['M9 9h10v10H9z', 'M5 15V5h10'],
  columns: ['M4 5h16v14H4z', 'M9.5 5v14', 'M14.5 5v14'],
  download: ['M12 4v11', 'M7 10.5l5 5 5-5', 'M5 20h14'],
  upload: ['M12 20V9', 'M7 13.5l5-5 5 5', 'M5 4h14'],
  edit: ['M4 20h4L19 9l-4-4L4 16v4z', 'M13 7l4 4'],
  trash: ['M5 7h14', 'M10 7V4h4v3', 'M7 7l1 13h8l1-13', 'M10 11v6', 'M14 11v6'],
  'circle-x': ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z', 'M9 9l6 6', 'M15 9l-6 6'],
  calendar: ['M4 6h16v14H4z', 'M4 10h16', 'M8 3v5', 'M16 3v5'],
  filter: ['M4 5h16l-6 7.5V19l-4-2v-4.5z'],
} as const satisfies Record<string, readonly string[]>;

export type IconName = keyof typeof ICON_PATHS | keyof typeof CONSOLE_ICON_PATHS;
