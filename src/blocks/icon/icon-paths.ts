/**
 * The console's one icon set: 24×24 outline paths, drawn for this project in
 * the plain style of the official console. Add a shape here, never inline.
 */
export const ICON_PATHS = {
  add: 'M12 5v14M5 12h14',
  arrowDown: 'M6 9l6 6 6-6',
  arrowLeft: 'M15 6l-6 6 6 6',
  arrowRight: 'M9 6l6 6-6 6',
  arrowUp: 'M6 15l6-6 6 6',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  clone: 'M9 9h10v10H9zM5 15V5h10',
  close: 'M6 6l12 12M18 6L6 18',
  columns: 'M4 5h16v14H4zM9.5 5v14M14.5 5v14',
  download: 'M12 4v11M7 10.5l5 5 5-5M5 20h14',
  edit: 'M4 20h4L19 9l-4-4L4 16v4zM13 7l4 4',
  error: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7.5v6M12 16.5v.5',
  info: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 11v6M12 7.5v.5',
  mail: 'M4 6h16v12H4zM4 7l8 6 8-6',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  refresh: 'M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6',
  search: 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM15.5 15.5L20 20',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  trash: 'M5 7h14M10 7V4h4v3M7 7l1 13h8l1-13M10 11v6M14 11v6',
  update: 'M4 12a8 8 0 0 1 14-5.3M20 12a8 8 0 0 1-14 5.3M18 3v4h-4M6 21v-4h4',
  upload: 'M12 20V9M7 13.5l5-5 5 5M5 4h14',
  warning: 'M12 4l9 16H3L12 4zM12 10v4.5M12 17v.5',
  file: 'M6 3h8l4 4v14H6zM14 3v4h4',
} as const;

export type IconName = keyof typeof ICON_PATHS;
