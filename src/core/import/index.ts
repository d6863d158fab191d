export { checkImportFile, cellText, importColumnWidth, importContentType, readRenderedFile, type ImportFileType } from './import-file';
export {
  createImportJob,
  importAction,
  importProgress,
  type ImportAction,
  type ImportColumn,
  type ImportJob,
  type ImportJobState,
  type ImportProgress,
  type ImportRow,
  type ImportStatus,
  type RowState,
} from './import-job';
export { rowErrorText } from './row-error-text';
