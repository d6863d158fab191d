import { useState, type ReactNode } from 'react';
import { useData } from '../../blocks/data/use-data';
import { Button } from '../../blocks/controls/button';
import * as controls from '../../blocks/controls/controls.css';
import type { FieldOverride } from '../../blocks/form/form-types';
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
import type { MessageKey } from '../../core/i18n';
import { tabScreen } from '../common/tab-screen';
import { LICENSE_DETAIL_URL, settingsUrl, type SecuritySection, type SettingsCategory } from './settings-urls';
import * as styles from './settings-page.css';

type Body = () => Record<string, unknown>;

/**
 * One card of a settings page: a category's fields, or some of them in titled
 * groups, saved on their own (a PATCH stores only the keys it holds).
 */
export interface SettingsSectionConfig {
  category: SettingsCategory;
  /** Names the card's title, `settings.section.<name>`; the category's name unless said. */
  name?: SettingsCategory | SecuritySection;
  /** Without groups: every field but those the page's other cards of the category show. */
  groups?: readonly { title?: MessageKey; fields: readonly string[] }[];
  /** How the card's fields differ from what their metadata says, given the translator. */
  overrides?: (t: (key: MessageKey) => string) => Readonly<Record<string, FieldOverride>>;
}

interface Section extends SettingsSectionConfig {
  /** Buttons beside Submit that act on what the form holds (tests). */
  extra?: (body: Body) => ReactNode;
  exclude?: readonly string[];
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

/** One card of settings: its fields from the server's metadata, saved on their own. */
export function SettingsSection({ category, name = category, groups, exclude, overrides, extra = EXTRAS[category] }: Section) {
  const t = useT();
  const url = settingsUrl(category);
  return (
    <DetailSection title={t(`settings.section.${name}`)} titleId={`settings-${name}`}>
      <ResourceForm
        url={url}
        objectUrl={url}
        hasSaveContinue={false}
        {...(groups ? { groups: groups.map((group) => ({ ...group, ...(group.title ? { title: t(group.title) } : {}) })) } : {})}
        {...(exclude?.length ? { exclude } : {})}
        {...(overrides ? { overrides: overrides(t) } : {})}
        {...(extra ? { extraActions: extra } : {})}
      />
    </DetailSection>
  );
}

type Layout = readonly (SettingsCategory | SettingsSectionConfig)[];

const sectionsOf = (layout: Layout): SettingsSectionConfig[] => layout.map((card) => (typeof card === 'string' ? { category: card } : card));

/** What the page's other cards of the same category show, which a card without groups leaves to them. */
function shownElsewhere(sections: readonly SettingsSectionConfig[], card: SettingsSectionConfig): string[] {
  return sections.filter((other) => other !== card && other.category === card.category).flatMap((other) => other.groups?.flatMap((group) => group.fields) ?? []);
}

/** Cards one under another, each with its own Submit; `page` holds every card of the page, on other tabs too. */
function SettingsCards({ cards, page }: { cards: readonly SettingsSectionConfig[]; page: readonly SettingsSectionConfig[] }) {
  return (
    <div className={styles.page}>
      {cards.map((card) => (
        <SettingsSection key={card.name ?? card.category} {...card} {...(card.groups ? {} : { exclude: shownElsewhere(page, card) })} />
      ))}
    </div>
  );
}

/** A settings page: its cards one under another. */
export function settingsPage(layout: Layout) {
  const sections = sectionsOf(layout);
  return function SettingsPage() {
    return <SettingsCards cards={sections} page={sections} />;
  };
}

/** A tab of a settings page: its name (the official console's, so that its `activeTab` links open it here) and cards. */
export interface SettingsTab {
  name: string;
  title: MessageKey;
  layout: Layout;
}

/** A settings page split into tabs as the official console's, each tab its cards. */
export function settingsTabs(tabs: readonly SettingsTab[]) {
  const cards = tabs.map((tab) => sectionsOf(tab.layout));
  const page = cards.flat();
  return tabScreen(({ t }) => tabs.map((tab, index) => ({ name: tab.name, title: t(tab.title), render: () => <SettingsCards cards={cards[index] ?? []} page={page} /> })));
}

const LICENSE_FIELDS = ['corporation', 'edition', 'serial_no', 'date_expired', 'asset_count', 'current_asset_count', 'remark'] as const;

/** The license: what it allows, and a new one imported from a file. */
export function LicensePage() {
  const t = useT();
  const license = useData<Record<string, unknown>>(['license-detail'], () => http.get(LICENSE_DETAIL_URL, { silent: true }), { revalidateOnFocus: false });
  const data = license.data;
  return (
    <div className={styles.page}>
      {license.error ? (
        <DetailSection padded>{t('settings.noLicense')}</DetailSection>
      ) : !data ? (
        <span className={controls.skeleton} style={{ width: '40%' }} />
      ) : (
        <DetailCard
          title={t('setting.License')}
          items={LICENSE_FIELDS.map((field) => ({ key: t(`settings.license.${field}`), value: <CellValue name={field} value={data[field]} /> }))}
        />
      )}
      <div>
        <LicenseImport onImported={() => void license.mutate()} />
      </div>
    </div>
  );
}
