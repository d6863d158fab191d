import { failureText, isHttpError } from '../../core/http';
import { errorText } from '../../core/http/error-text';
import { t } from '../../core/i18n';

/** Spec section 8: the server's detail if it has one, else "Delete failed" and the error. */
export function deleteErrorText(error: unknown, bulk: boolean): string {
  const data = isHttpError(error) ? error.data : undefined;
  const detail = (data as { detail?: unknown } | undefined)?.detail;
  if (!bulk && typeof detail === 'string' && detail) return detail;
  const reason = errorText(data) || failureText(error, error instanceof Error ? error.message : String(error));
  return `${t(bulk ? 'table.bulkDeleteFailed' : 'table.deleteFailed')} ${reason}`.trim();
}
