// How much a playbook's work directory may hold. JumpServer keeps it on disk; here it is rows of the
// database, which an upload or an edit must not fill: a zip of a few KB can expand to tens of MiB.
import { HttpError } from '../http/errors.mjs';

export const PLAYBOOK_QUOTA_BYTES = 5 * 1024 * 1024;
export const USER_QUOTA_BYTES = 20 * 1024 * 1024;
export const MAX_PLAYBOOK_ENTRIES = 1000;

const MIB = 1024 * 1024;
const exceeded = (msg) => new HttpError(400, { msg });

/** Bytes (UTF-8) the playbook's files hold, and how many entries it has. */
const usageOf = (db, playbookId) =>
  db.get('SELECT COALESCE(SUM(length(CAST(content AS BLOB))), 0) AS bytes, COUNT(*) AS entries FROM playbook_files WHERE playbook_id = ?', playbookId);

/** Bytes the files of every playbook of the user hold. */
const userBytes = (db, userId) =>
  db.get('SELECT COALESCE(SUM(length(CAST(f.content AS BLOB))), 0) AS bytes FROM playbook_files f JOIN playbooks p ON p.id = f.playbook_id WHERE p.creator_id = ?', userId).bytes;

/**
 * Throws (400) unless the playbook and its creator's playbooks stay within their quotas once
 * `added` bytes and `entries` entries are written and `freed` bytes are replaced.
 * @param {any} db @param {{playbookId?: string, creatorId: string, added: number, entries?: number, freed?: number}} change
 */
export function assertWithinQuota(db, { playbookId, creatorId, added, entries = 0, freed = 0 }) {
  const usage = playbookId ? usageOf(db, playbookId) : { bytes: 0, entries: 0 };
  if (usage.entries + entries > MAX_PLAYBOOK_ENTRIES) throw exceeded(`A playbook holds at most ${MAX_PLAYBOOK_ENTRIES} files and directories`);
  if (usage.bytes - freed + added > PLAYBOOK_QUOTA_BYTES) throw exceeded(`A playbook holds at most ${PLAYBOOK_QUOTA_BYTES / MIB} MiB of files`);
  if (userBytes(db, creatorId) - freed + added > USER_QUOTA_BYTES) throw exceeded(`Your playbooks hold at most ${USER_QUOTA_BYTES / MIB} MiB of files together`);
}
