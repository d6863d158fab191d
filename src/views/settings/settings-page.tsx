import { useState, type ReactNode } from 'react';
import useSWR from 'swr';
import { Button } from '../../blocks/controls/button';
import * as controls from '../../blocks/controls/controls.css';
import { ResourceForm } from '../../blocks/form/resource-form';
import { useT } from '../../blocks/i18n/use-t';
import { DetailCard } from '../../blocks/detail-page/detail-card';
import { DetailSection } from '../../blocks/detail-page/detail-section';
import { CellValue } from '../../blocks/display/cell-value';
import { LdapConfigTest } from '../../blocks/settings-tests/ldap-config-test';
import { LdapLoginTestDialog } from '../../blocks/settings-tests/ldap-login-test';
import { LdapUserImportDialog } from '../../blocks/settings-tests/ldap-user-import';
import { LicenseImport } from '../../blocks/settings-tests/license-import';
import { MailTest } from '../../blocks/settings-tests/mail-test';
import { http } from '../../core/http';
import { LICENSE_DETAIL_URL, settingsUrl, type SettingsCategory } from './settings-urls';
import * as styles from './settings-page.css';

type Body = () => Record<string, unknown>;

interface Section {
  category: SettingsCategory;
  /** Buttons beside Submit that act on what the form holds (tests). */
  extra?: (body: Body) => ReactNode;
}

function LdapActions({ body }: { body: Body }) {
  const t = useT();
  const [open, setOpen] = useState<'login' | 'users' | null>(null);
  return (
    <>
      <LdapConfigTest settings={body} />
      <Button onClick={() => setOpen('login')}>{t('settingsTests.ldapLoginTitle')}</Button>
      <Button onClick={() => setOpen('users')}>{t('settingsTests.ldapUsersTitle')}</Button>
      {open === 'login' && <LdapLoginTestDialog onClose={() => setOpen(null)} />}
      {open === 'users' && <LdapUserImportDialog onClose={() => setOpen(null)} />}
    </>
  );
}

/** What tests sit beside which category's Submit. */
const EXTRAS: Partial<Record<SettingsCategory, (body: Body) => ReactNode>> = {
  email: (body) => <MailTest body={() => body() as { EMAIL_FROM?: string; EMAIL_RECIPIENT?: string }} />,
  ldap: (body) => <LdapActions body={body} />,
};

/** One category of settings: its fields from the server's metadata, saved on their own. */
export function SettingsSection({ category, extra = EXTRAS[category] }: Section) {
  const t = useT();
  const url = settingsUrl(category);
  return (
    <DetailSection title={t(`settings.section.${category}`)} titleId={`settings-${category}`}>
      <ResourceForm url={url} objectUrl={url} hasSaveContinue={false} {...(extra ? { extraActions: extra } : {})} />
    </DetailSection>
  );
}

/** A settings page: its categories one under another, each with its own Submit. */
export function settingsPage(categories: readonly SettingsCategory[]) {
  return function SettingsPage() {
    return (
      <div className={styles.page}>
        {categories.map((category) => (
          <SettingsSection key={category} category={category} />
        ))}
      </div>
    );
  };
}

const LICENSE_FIELDS = ['corporation', 'edition', 'serial_no', 'date_expired', 'asset_count', 'current_asset_count', 'remark'] as const;

/** The license: what it allows, and a new one imported from a file. */
export function LicensePage() {
  const t = useT();
  const license = useSWR<Record<string, unknown>>(['license-detail'], () => http.get(LICENSE_DETAIL_URL, { silent: true }), { revalidateOnFocus: false });
  const data = license.data;
  return (
    <div className={styles.page}>
      {license.error ? (
        <DetailSection padded>{t('settings.noLicense')}</DetailSection>
      ) : !data ? (
        <span className={controls.skeleton} style={{ width: '40%' }} />
      ) : (
        <DetailCard title={t('setting.License')} items={LICENSE_FIELDS.map((field) => ({ key: t(`settings.license.${field}`), value: <CellValue name={field} value={data[field]} /> }))} />
      )}
      <div>
        <LicenseImport onImported={() => void license.mutate()} />
      </div>
    </div>
  );
}
