import { MESSAGE_FLASH_MS } from '../../core/constants';
import { feedback } from '../../core/http';
import { t } from '../../core/i18n';
import { deleteErrorText } from '../resource/delete-error';
import type { DataSource } from './data-source';

/**
 * Deletes rows through their list's source and says how it went (spec
 * section 8); whether they are gone. It loads at a list's first delete, which
 * no list needs before it shows.
 */
export async function deleteRows(source: DataSource, ids: readonly string[], bulk: boolean): Promise<boolean> {
  try {
    await source.remove(ids);
  } catch (error) {
    feedback().flash(deleteErrorText(error, bulk), 'error', MESSAGE_FLASH_MS);
    return false;
  }
  feedback().flash(t(bulk ? 'table.bulkDeleteSuccess' : 'table.deleteSuccess'), 'success', MESSAGE_FLASH_MS);
  return true;
}
