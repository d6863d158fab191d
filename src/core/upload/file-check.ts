import type { MessageKey, MessageValues } from '../i18n';

/** What a chosen file must be: one of these extensions (any when empty) and at most this many bytes. */
export interface FileRules {
  extensions: readonly string[];
  maxBytes: number;
}

/** Why a file does not fit its rules, as a catalogue message. */
export interface FileProblem {
  key: MessageKey;
  values: MessageValues;
}

const BYTES_PER_KB = 1024;
const BYTES_PER_MB = BYTES_PER_KB * BYTES_PER_KB;

/** A file's extension, lower case with its dot (".zip"), or "" when it has none. */
export function extensionOf(name: string): string {
  return /\.[^./\\]+$/.exec(name)?.[0]?.toLowerCase() ?? '';
}

/** A size limit as people read it: "100 MB", "64 KB". */
export function sizeText(bytes: number): string {
  return bytes >= BYTES_PER_MB ? `${Math.round(bytes / BYTES_PER_MB)} MB` : `${Math.max(1, Math.round(bytes / BYTES_PER_KB))} KB`;
}

/** The `accept` attribute of a file input for these rules. */
export function acceptOf(rules: FileRules): string | undefined {
  return rules.extensions.length ? rules.extensions.join(',') : undefined;
}

/** Null when the file fits; else what is wrong with it (its type before its size). */
export function fileProblem(file: Pick<File, 'name' | 'size'>, rules: FileRules): FileProblem | null {
  if (rules.extensions.length && !rules.extensions.includes(extensionOf(file.name))) return { key: 'upload.fileType', values: { types: rules.extensions.join(', ') } };
  if (file.size > rules.maxBytes) return { key: 'upload.fileTooLarge', values: { size: sizeText(rules.maxBytes) } };
  if (file.size === 0) return { key: 'upload.fileEmpty', values: {} };
  return null;
}
