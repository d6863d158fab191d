import { PAGE_SIZES, STORAGE_KEYS } from './constants';
import { readText, writeText } from './storage';

/** The page size every table starts with: the one last chosen, if the table offers it (the boot module asks for a first page with it too). */
export function readPageSize(allowed: readonly number[], fallback: number): number {
  const stored = Number(readText(STORAGE_KEYS.paginationSize));
  return allowed.includes(stored) ? stored : fallback;
}

export function writePageSize(size: number): void {
  writeText(STORAGE_KEYS.paginationSize, String(size));
}

/** A page size the tables offer (15, 30, 50, 100); undefined otherwise, so the stored choice applies. */
export function parsePageSize(value: string | null): number | undefined {
  const size = Number(value);
  return PAGE_SIZES.find((allowed) => allowed === size);
}
