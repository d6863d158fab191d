type Content = string | Uint8Array;
type Deflate = (data: Uint8Array) => Uint8Array;

/** A .zip of these files (path → content); stored unless a deflate function is given. */
export function zipArchive(files: Record<string, Content>, options?: { deflate?: Deflate }): Uint8Array<ArrayBuffer>;
/** An applet package as JumpServer wants it: <name>.zip holding <name>/ with manifest.yml, icon.png and setup.yml. */
export function appletPackage(name: string, manifest: string, options?: { omit?: string[]; deflate?: Deflate }): Uint8Array<ArrayBuffer>;
/** A manifest.yml of the shape the official applets have (the display name through the i18n section). */
export function appletManifest(name: string, options?: { version?: string; type?: string; edition?: string }): string;
