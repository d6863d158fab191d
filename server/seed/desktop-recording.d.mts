/** For the browser tests, which draw the seed's desktop recording (TypeScript does not read this module's JSDoc there). */
export function desktopRecording(options: { host: string; address: string; startMs: number; seed: number; minutes?: number }): string;
