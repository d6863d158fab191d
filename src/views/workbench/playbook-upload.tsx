import { useT } from '../../blocks/i18n/use-t';
import { UploadDialog } from '../../blocks/upload/upload-dialog';
import { http } from '../../core/http';
import { PLAYBOOKS_URL } from './ops-urls';

const ARCHIVE_RULES = { extensions: ['.zip'], maxBytes: 100 * 1024 * 1024 };

/** Makes a playbook of a .zip (multipart POST playbooks/ with `path`): it is named after the file, its files become the work directory. */
export function PlaybookUploadDialog({ onClose, onUploaded }: { onClose: () => void; onUploaded: () => void }) {
  const t = useT();
  const upload = (file: File) => {
    const form = new FormData();
    form.append('path', file);
    return http.post(PLAYBOOKS_URL, form, { silent: true });
  };
  return (
    <UploadDialog
      title={t('jobs.uploadPlaybookTitle')}
      rules={ARCHIVE_RULES}
      help={t('jobs.playbookLayout')}
      layout={['./', '├── roles', '├── vars', '├── set_env.yml', `└── main.yml (${t('jobs.requiredEntry')})`].join('\n')}
      upload={upload}
      successText={t('jobs.playbookUploaded')}
      onUploaded={onUploaded}
      onClose={onClose}
    />
  );
}
