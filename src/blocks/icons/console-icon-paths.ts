import { ICON_PATHS, type IconName } from './icon-paths';

/**
 * The icons only the console draws (its menus, views and screens), beside the
 * blocks' (icon-paths.ts): an element does not download them. The console
 * gives the whole set to the icons it shows (IconSetContext).
 */
export const CONSOLE_ICON_PATHS = {
  // Navigation and actions
  logout: ['M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3', 'M10 16l-4-4 4-4', 'M6 12h10'],
  more: ['M5 12h.01', 'M12 12h.01', 'M19 12h.01'],
  'panel-left': ['M4 5h16v14H4z', 'M9 5v14'],
  // Status
  help: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z', 'M9.6 9.3a2.5 2.5 0 0 1 4.8.9c0 1.7-2.4 2.2-2.4 3.6', 'M12 17h.01'],
  'circle-check': ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z', 'M8 12.3l2.7 2.7L16 9.7'],
  forbidden: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z', 'M5.6 5.6l12.8 12.8'],
  compass: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z', 'M15.5 8.5l-2 5-5 2 2-5 5-2Z'],
  construction: ['M3 20h18', 'M5 20V10h14v10', 'M5 14h14', 'M9 10l-3 4', 'M14 10l-3 4', 'M19 10l-3 4', 'M8 10V6', 'M16 10V6', 'M6 6h12'],
  // Shell
  globe: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z', 'M3 12h18', 'M12 3c2.5 2.6 3.5 5.6 3.5 9s-1 6.4-3.5 9c-2.5-2.6-3.5-5.6-3.5-9s1-6.4 3.5-9Z'],
  // Menu
  dashboard: ['M4 13h6V4H4z', 'M14 20h6v-9h-6z', 'M4 20h6v-3H4z', 'M14 7h6V4h-6z'],
  users: ['M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Z', 'M2.5 20a6.5 6.5 0 0 1 13 0', 'M16 4.3a3.5 3.5 0 0 1 0 6.4', 'M18 14.2a6.5 6.5 0 0 1 3.5 5.8'],
  assets: ['M4 4h16v6H4z', 'M4 14h16v6H4z', 'M7.5 7h.01', 'M7.5 17h.01', 'M11 7h5', 'M11 17h5'],
  'my-assets': ['M3 5h18v11H3z', 'M8 20h8', 'M12 16v4', 'M7 9l2.5 2L7 13', 'M12 13h4'],
  accounts: ['M4 6h16v12H4z', 'M9 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z', 'M6 16a3 3 0 0 1 6 0', 'M14 10h3', 'M14 13h3'],
  sessions: ['M3 5h18v12H3z', 'M7 9.5l2.5 2L7 13.5', 'M12 13.5h5', 'M9 20h6'],
  logs: ['M6 3h9l4 4v14H6z', 'M15 3v4h4', 'M9 11h7', 'M9 15h7', 'M9 19h4'],
  home: ['M4 11l8-7 8 7', 'M6 9.5V20h12V9.5', 'M10 20v-6h4v6'],
  folder: ['M3 6.5A1.5 1.5 0 0 1 4.5 5h4.8l2 2.2h8.2A1.5 1.5 0 0 1 21 8.7v9.8a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5Z'],
  jobs: ['M9 4h6v3H9z', 'M6 5.5H5v15h14v-15h-1', 'M8.5 12l2 2 4-4', 'M8.5 17h7'],
  flow: ['M6 8a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z', 'M18 20a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z', 'M6 8v4a3 3 0 0 0 3 3h6a3 3 0 0 1 3 3', 'M18 4v8', 'M15.5 9.5L18 12l2.5-2.5'],
  basic: ['M4 7h10', 'M18 7h2', 'M4 17h2', 'M10 17h10', 'M16 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z', 'M8 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z'],
  orgs: ['M9 3h6v5H9z', 'M3 16h6v5H3z', 'M15 16h6v5h-6z', 'M12 8v4', 'M6 16v-4h12v4'],
  features: ['M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.4 6.7 19.4l1.2-6L3.4 9.3l6-.7Z'],
  auth: ['M8 11V8a4 4 0 0 1 8 0v3', 'M5 11h14v10H5z', 'M12 15v2'],
  applets: ['M4 4h7v7H4z', 'M13 13h7v7h-7z', 'M4 13h7v7H4z', 'M16.5 4v7', 'M13 7.5h7'],
  security: ['M12 3l7.5 3v5.5c0 4.3-3.1 8.2-7.5 9.5-4.4-1.3-7.5-5.2-7.5-9.5V6L12 3Z', 'M12 8v5', 'M12 16h.01'],
  interface: ['M3 4h18v13H3z', 'M3 8h18', 'M8 21h8', 'M12 17v4', 'M6 6h.01'],
  tools: ['M14.5 6.5a4 4 0 0 0 5 5L21 13l-8 8-2-2 8-8-1.5-1.5a4 4 0 0 1-5-5l2-2Z', 'M3 21l6-6', 'M4 4l5 5'],
  tasks: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z', 'M12 7v5l3 2'],
  clock: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z', 'M12 7v5l3.5 2'],
  license: ['M5 3h14v12H5z', 'M9 7h6', 'M9 10.5h6', 'M9 15l-1 6 4-2 4 2-1-6'],
  preferences: ['M5 21v-7', 'M5 10V3', 'M12 21v-9', 'M12 8V3', 'M19 21v-5', 'M19 12V3', 'M2.5 14h5', 'M9.5 8h5', 'M16.5 16h5'],
  key: ['M8 15a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z', 'M11.5 11H21', 'M18 11v3', 'M15 11v2'],
  passkey: ['M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z', 'M2.5 21a6.5 6.5 0 0 1 10.5-5.1', 'M18 16a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z', 'M18 16v5', 'M18 18.5h2'],
  // Blocks: tables, forms, import and export
  mail: ['M4 6h16v12H4z', 'M4 7l8 6 8-6'],
} as const satisfies Record<string, readonly string[]>;

export const CONSOLE_ICON_SET: Readonly<Record<IconName, readonly string[]>> = { ...ICON_PATHS, ...CONSOLE_ICON_PATHS };

/** Whether a string names an icon of the console's set (route tables name icons as plain strings). */
export function isIconName(name: string | undefined): name is IconName {
  return name !== undefined && name in CONSOLE_ICON_SET;
}
