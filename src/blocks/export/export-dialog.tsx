import { useId, useState } from 'react';
import { checkMfaConfirmed } from '../../core/confirm';
import type { QueryParams } from '../../core/http';
import { cacheResources, downloadUrl, exportUrl, type FileFormat } from '../../core/resources';
import { ActionDialog } from '../dialog/action-dialog';
import { useT } from '../i18n/use-t';
import { RadioGroup } from '../controls/radio-group';
import { availableRanges, defaultRange, type ExportRange } from './export-options';

export interface ExportDialogProps {
  url: string;
  selectedIds: readonly string[];
  /** Whether the table has an active filter (search tags, date range). */
  filtered: boolean;
  /** The table's whole query, base query included. */
  filters: QueryParams;
  /** What the table always sends (a group's users); all and selected keep it. */
  baseQuery: QueryParams;
  needsMfa: boolean;
  onClose: () => void;
  /** Tests watch the download here; the browser downloads by default. */
  download?: (url: string) => void;
}

/** Export all, selected or filtered rows as CSV or Excel, after an MFA check when the list asks for it. */
export function ExportDialog({ url, selectedIds, filtered, filters, baseQuery, needsMfa, onClose, download = downloadUrl }: ExportDialogProps) {
  const t = useT();
  const available = availableRanges(selectedIds.length, filtered);
  const [range, setRange] = useState<ExportRange>(() => defaultRange(selectedIds.length, filtered));
  const [format, setFormat] = useState<FileFormat>('csv');
  const [busy, setBusy] = useState(false);
  const rangeLabel = useId();
  const formatLabel = useId();

  const submit = async () => {
    setBusy(true);
    try {
      if (needsMfa) await checkMfaConfirmed();
      const spm = range === 'selected' ? await cacheResources(selectedIds) : undefined;
      const query = range === 'filtered' ? filters : baseQuery;
      download(exportUrl(url, { format, filters: query, ...(spm ? { spm } : {}) }));
      onClose();
    } catch {
      // The HTTP core has said what went wrong; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <ActionDialog title={t('export.title')} width="520px" onClose={onClose} action={{ label: t('export.confirm'), run: submit, busy, disabled: !available[range] }}>
      <p id={rangeLabel}>{t('export.range')}</p>
      <RadioGroup
        labelledBy={rangeLabel}
        value={range}
        onChange={(value) => setRange(value as ExportRange)}
        options={[
          { value: 'all', label: t('export.all'), disabled: !available.all },
          { value: 'selected', label: t('export.selected', { count: selectedIds.length }), disabled: !available.selected },
          { value: 'filtered', label: t('export.filtered'), disabled: !available.filtered },
        ]}
      />
      <p id={formatLabel}>{t('export.format')}</p>
      <RadioGroup
        labelledBy={formatLabel}
        value={format}
        onChange={(value) => setFormat(value as FileFormat)}
        options={[
          { value: 'csv', label: 'CSV' },
          { value: 'xlsx', label: 'Excel (xlsx)' },
        ]}
      />
    </ActionDialog>
  );
}
