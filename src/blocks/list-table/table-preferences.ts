import { STORAGE_KEYS } from '../../core/constants';
import { readJson, writeJson } from '../../core/storage';

/** One table's remembered choices, under `tableConfig[<table key>]`. */
interface TablePreferences {
  showColumns?: string[];
  columnWidths?: Record<string, number>;
}

type TableConfig = Record<string, TablePreferences>;

export function readTablePreferences(key: string): TablePreferences {
  const config = readJson<TableConfig>(STORAGE_KEYS.tableConfig, {});
  const entry = config && typeof config === 'object' ? config[key] : undefined;
  return entry && typeof entry === 'object' ? entry : {};
}

/** Merges into what is stored; other tables' entries stay as they are. */
export function writeTablePreferences(key: string, change: TablePreferences): void {
  const config = readJson<TableConfig>(STORAGE_KEYS.tableConfig, {});
  const safe = config && typeof config === 'object' && !Array.isArray(config) ? config : {};
  writeJson(STORAGE_KEYS.tableConfig, { ...safe, [key]: { ...safe[key], ...change } });
}
