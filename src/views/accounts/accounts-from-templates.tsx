import { useState } from 'react';
import * as formControls from '../../blocks/controls/form-controls.css';
import { useBusy } from '../../blocks/controls/use-busy';
import { ActionDialog } from '../../blocks/dialog/action-dialog';
import { useT } from '../../blocks/i18n/use-t';
import { RemoteSelect } from '../../blocks/select/remote-select';
import type { SelectOption } from '../../blocks/select/option';
import { refreshResource } from '../../blocks/resource/resource-cache';
import { MESSAGE_FLASH_MS } from '../../core/constants';
import { feedback, http, isHttpError } from '../../core/http';
import { ASSETS_URL } from '../common/related-fields';
import { ACCOUNT_TEMPLATES_URL, ACCOUNTS_URL } from './accounts-urls';

/**
 * The Accounts list's "Add from template": the chosen templates made into
 * accounts on each chosen asset, in one request of `{asset, template}` items
 * (the server fills in what the template says).
 */
export function AccountsFromTemplates({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const t = useT();
  const [assets, setAssets] = useState<SelectOption[]>([]);
  const [templates, setTemplates] = useState<SelectOption[]>([]);
  const [busy, whileBusy] = useBusy();
  const add = () => {
    const items = assets.flatMap((asset) => templates.map((template) => ({ asset: asset.value, template: template.value })));
    return whileBusy(() => http.post(ACCOUNTS_URL, items))
      .then(() => {
        feedback().flash(t('accounts.fromTemplate.done', { count: items.length }), 'success', MESSAGE_FLASH_MS);
        void refreshResource(ACCOUNTS_URL);
        onDone();
      })
      .catch((error: unknown) => {
        if (!isHttpError(error)) throw error;
      });
  };
  return (
    <ActionDialog
      title={t('accounts.addFromTemplate')}
      width="min(560px, 94vw)"
      onClose={onClose}
      action={{ label: t('common.confirm'), run: add, busy, disabled: !assets.length || !templates.length }}
    >
      <div className={formControls.objectList}>
        {/* The visible names; each select carries its own as aria-label. */}
        <span className={formControls.smallLabel} aria-hidden="true">
          {t('accounts.fromTemplate.assets')}
        </span>
        <RemoteSelect multiple source={{ url: ASSETS_URL }} value={assets} onChange={setAssets} ariaLabel={t('accounts.fromTemplate.assets')} />
        <span className={formControls.smallLabel} aria-hidden="true">
          {t('accounts.templates')}
        </span>
        <RemoteSelect multiple source={{ url: ACCOUNT_TEMPLATES_URL }} value={templates} onChange={setTemplates} ariaLabel={t('accounts.templates')} />
      </div>
    </ActionDialog>
  );
}
