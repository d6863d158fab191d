import { useState } from 'react';
import * as controls from '../../blocks/controls/controls.css';
import * as formControls from '../../blocks/controls/form-controls.css';
import { useT } from '../../blocks/i18n/use-t';
import { UploadDialog } from '../../blocks/upload/upload-dialog';
import { http } from '../../core/http';
import { APPLETS_URL } from './applets-urls';

/** An applet package (.zip): as large as an official one gets, with room. */
const PACKAGE_RULES = { extensions: ['.zip'], maxBytes: 200 * 1024 * 1024 };

/**
 * Installs an applet from its package (POST applets/upload/, multipart
 * `file`); an applet of the same name is replaced only when asked (?update=).
 */
export function AppletUploadDialog({ onClose, onUploaded }: { onClose: () => void; onUploaded: () => void }) {
  const t = useT();
  const [replace, setReplace] = useState(false);
  const upload = (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return http.post(`${APPLETS_URL}upload/`, form, { silent: true, ...(replace ? { params: { update: 'true' } } : {}) });
  };
  return (
    <UploadDialog
      title={t('applets.uploadTitle')}
      rules={PACKAGE_RULES}
      help={t('applets.packageHelp')}
      layout={['my_applet.zip', '└── my_applet/', '    ├── manifest.yml', '    ├── icon.png', '    └── setup.yml'].join('\n')}
      upload={upload}
      successText={t('applets.uploaded')}
      onUploaded={onUploaded}
      onClose={onClose}
    >
      <label className={formControls.choice}>
        <input type="checkbox" className={controls.checkbox} checked={replace} onChange={(event) => setReplace(event.target.checked)} />
        {t('applets.replaceSameName')}
      </label>
    </UploadDialog>
  );
}
