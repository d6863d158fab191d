import { useData } from '../../blocks/data/use-data';
import * as controls from '../../blocks/controls/controls.css';
import { DetailCard } from '../../blocks/detail-page/detail-card';
import { DetailPanel } from '../../blocks/detail-page/detail-layout';
import { useT } from '../../blocks/i18n/use-t';
import { CellValue } from '../../blocks/display/cell-value';
import { http } from '../../core/http';
import { PROFILE_URL } from '../../core/constants';
import { ProfileQuickCards } from './profile-quick-cards';

const ACCOUNT = ['name', 'username', 'email', 'phone', 'source', 'mfa_level', 'date_expired'] as const;
const ACCESS = ['system_roles', 'org_roles', 'groups', 'date_joined', 'last_login', 'date_password_last_updated'] as const;

/** Who the signed-in user is to JumpServer: account, roles and groups, read fresh from the server; their password, SSH key and message subscription a click away. */
export default function ProfileInfo() {
  const t = useT();
  const profile = useData<Record<string, unknown>>(['profile-info'], () => http.get(PROFILE_URL), { revalidateOnFocus: false });
  const data = profile.data;
  if (!data) return <span className={controls.skeleton} style={{ width: '40%' }} />;
  const items = (names: readonly (typeof ACCOUNT | typeof ACCESS)[number][]) =>
    names.map((name) => ({ key: t(`profile.field.${name}`), value: <CellValue name={name} value={data[name]} /> }));
  return (
    <DetailPanel>
      <DetailCard title={t('profile.account')} items={items(ACCOUNT)} />
      <DetailCard title={t('profile.access')} items={items(ACCESS)} />
      <ProfileQuickCards profile={{ ...data, id: String(data['id']) }} onChanged={() => void profile.mutate()} />
    </DetailPanel>
  );
}
