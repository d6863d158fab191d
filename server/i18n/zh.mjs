export const zh = {};
