/**
 * Whether an error is a module of the console that could not be downloaded.
 * The browser remembers such a failure for the page's life: importing the same
 * module again fails again even once the server is back, so only a reload helps.
 */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof TypeError && /dynamically imported module|module script failed|error loading dynamically imported/i.test(error.message);
}
