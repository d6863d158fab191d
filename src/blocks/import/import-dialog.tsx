import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { ENCRYPTED_FIELDS, MESSAGE_FLASH_MS, IMPORT_SENSITIVE_COLUMNS } from '../../core/constants';
import { encryptSecret } from '../../core/crypto/encrypt-secret';
import { feedback, http, isHttpError } from '../../core/http';
import { errorText } from '../../core/http/error-text';
import {
  checkImportFile,
  createImportJob,
  importAction,
  importContentType,
  importProgress,
  readRenderedFile,
  type ImportJob,
  type ImportJobState,
  type ImportRow,
} from '../../core/import';
import { cacheResources, detailUrl, downloadUrl, exportUrl, type FileFormat } from '../../core/resources';
import { Button } from '../controls/button';
import * as controls from '../controls/controls.css';
import { Dialog } from '../dialog/dialog';
import { RadioGroup } from '../controls/radio-group';
import { useT } from '../i18n/use-t';
import { FileDrop } from '../upload/file-drop';
import { ImportGrid } from './import-grid';
import * as styles from './import-dialog.css';

type ImportMode = 'create' | 'update';

export interface ImportDialogProps {
  url: string;
  /** Selected rows: the update template is made of them. */
  selectedIds: readonly string[];
  onClose: () => void;
  /** Rows were created or updated: the list should reload. */
  onImported: () => void;
  /** Tests watch template downloads here. */
  download?: (url: string) => void;
}

/** The cells sent encrypted: the form's secret fields and the import's sensitive columns (an account's secret). */
const ENCRYPTED_CELLS = [...new Set([...ENCRYPTED_FIELDS, ...IMPORT_SENSITIVE_COLUMNS])];

/** A row as the server takes it: secrets encrypted, nothing else touched. */
function rowBody(row: ImportRow): Record<string, unknown> {
  const body: Record<string, unknown> = { ...row };
  for (const field of ENCRYPTED_CELLS) {
    const value = body[field];
    if (typeof value === 'string' && value) body[field] = encryptSecret(value);
  }
  return body;
}

/**
 * Import (spec "Import task"): create or update mode, a template to fill, one
 * .csv or .xlsx file read by the server (render-to-json) into an editable grid,
 * then the rows sent one by one, page by page, with Stop and Continue.
 */
export function ImportDialog({ url, selectedIds, onClose, onImported, download = downloadUrl }: ImportDialogProps) {
  const t = useT();
  const [mode, setMode] = useState<ImportMode>('create');
  const [job, setJob] = useState<ImportJob | null>(null);
  const [uploadError, setUploadError] = useState('');
  const [reading, setReading] = useState(false);
  const modeLabel = useId();
  const errorId = useId();

  const changeMode = (next: ImportMode) => {
    // Another mode is another task: the view starts over.
    job?.stop();
    setMode(next);
    setJob(null);
    setUploadError('');
  };

  const template = async (format: FileFormat) => {
    const spm = mode === 'update' && selectedIds.length ? await cacheResources(selectedIds) : undefined;
    download(exportUrl(url, { format, template: mode === 'create' ? 'import' : 'update', ...(spm ? { spm } : { limit: 1 }) }));
  };

  const read = async (list: readonly File[]) => {
    setUploadError('');
    if (list.length !== 1 || !list[0]) {
      if (list.length > 1) setUploadError(t('import.oneFile'));
      return;
    }
    const file = list[0];
    const checked = checkImportFile(file);
    if ('error' in checked) {
      setUploadError(t(checked.error));
      return;
    }
    setReading(true);
    try {
      const answer = await http.request({
        url: `${url}render-to-json/`,
        method: mode === 'create' ? 'post' : 'put',
        data: file,
        headers: { 'Content-Type': importContentType(checked.type) },
        silent: true,
      });
      const { columns, rows } = readRenderedFile(answer);
      if (!rows.length) {
        setUploadError(t('import.noRows'));
        return;
      }
      setJob(
        createImportJob({
          columns,
          rows,
          send: (row) => (mode === 'create' ? http.post(url, rowBody(row), { silent: true }) : http.patch(detailUrl(url, String(row['id'] ?? '')), rowBody(row), { silent: true })),
          errorData: (error) => (isHttpError(error) ? error.data : error instanceof Error ? error.message : error),
        }),
      );
    } catch (error) {
      setUploadError((isHttpError(error) ? errorText(error.data) : '') || t('import.readFailed'));
    } finally {
      setReading(false);
    }
  };

  return (
    <Dialog
      title={t('import.title')}
      width="min(1100px, 92vw)"
      onClose={() => (job?.stop(), onClose())}
      footer={job ? <JobFooter job={job} onClose={onClose} onImported={onImported} /> : <Button onClick={onClose}>{t('common.cancel')}</Button>}
    >
      <div className={styles.section}>
        <div className={styles.row}>
          <span id={modeLabel} className={styles.rowLabel}>
            {t('import.mode')}
          </span>
          <RadioGroup
            labelledBy={modeLabel}
            value={mode}
            onChange={(value) => changeMode(value as ImportMode)}
            options={[
              { value: 'create', label: t('import.create') },
              { value: 'update', label: t('import.update') },
            ]}
          />
        </div>
        {job ? (
          <JobView job={job} />
        ) : (
          <>
            <div className={styles.row}>
              <span className={styles.rowLabel}>{t('import.template')}</span>
              <Button size="small" icon="download" onClick={() => void template('csv')}>
                {t('import.templateCsv')}
              </Button>
              <Button size="small" icon="download" onClick={() => void template('xlsx')}>
                {t('import.templateXlsx')}
              </Button>
              <span className={controls.muted}>{mode === 'update' ? t('import.updateHelp') : t('import.createHelp')}</span>
            </div>
            <FileDrop
              accept=".csv,.xlsx"
              prompt={t('import.dropHere')}
              rules={t('import.fileRules')}
              busy={reading}
              busyText={t('import.reading')}
              errorId={uploadError ? errorId : undefined}
              onFiles={(files) => void read(files)}
            />
            {uploadError && (
              <p id={errorId} className={controls.errorText} role="alert">
                {uploadError}
              </p>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}

function JobView({ job }: { job: ImportJob }) {
  const t = useT();
  const state = useStore(job.store);
  const progress = importProgress(state.rowStates);
  return (
    <>
      <div className={styles.summary} role="status" aria-live="polite">
        <span>{t('import.progress', { percent: progress.percent, ok: progress.ok, failed: progress.failed, total: progress.total })}</span>
        <div className={`${styles.progress} ${styles.progressWrap}`} aria-hidden="true">
          <div className={styles.progressBar} style={{ width: `${progress.percent}%` }} />
        </div>
      </div>
      <ImportGrid
        label={t('import.gridLabel')}
        columns={state.columns}
        widths={state.widths}
        rows={state.rows}
        rowStates={state.rowStates}
        current={state.current}
        readOnly={state.status === 'started'}
        onEdit={job.editCell}
      />
    </>
  );
}

function JobFooter({ job, onClose, onImported }: { job: ImportJob; onClose: () => void; onImported: () => void }) {
  const t = useT();
  const state = useStore(job.store);
  const action = importAction(state);
  const previous = useRef(state.status);
  // A run that ended: the rows it made are there to refresh, and the ones that failed are said.
  const ended = useEffectEvent((status: ImportJobState['status']) => {
    const { ok, failed } = importProgress(state.rowStates);
    if (ok) onImported();
    if (status === 'done' && failed) feedback().flash(t('import.hasErrors', { count: failed }), 'warning', MESSAGE_FLASH_MS);
  });
  useEffect(() => {
    const was = previous.current;
    previous.current = state.status;
    if (was === 'started' && state.status !== 'started') ended(state.status);
  }, [state.status]);
  const labels = { import: t('import.import'), stop: t('import.stop'), continue: t('import.continue'), finished: t('import.finished') } as const;
  return (
    <>
      <Button onClick={() => (job.stop(), onClose())}>{t('common.close')}</Button>
      <Button
        variant={action === 'stop' ? 'danger' : 'primary'}
        onClick={() => {
          if (action === 'stop') job.stop();
          else if (action === 'finished') onClose();
          else void job.start();
        }}
      >
        {labels[action]}
      </Button>
    </>
  );
}
