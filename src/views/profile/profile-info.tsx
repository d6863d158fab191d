import useSWR from 'swr';
import * as controls from '../../blocks/controls/controls.css';
import { DetailCard } from '../../blocks/detail-page/detail-card';
import { DetailPanel } from '../../blocks/detail-page/detail-layout';
import { useT } from '../../blocks/i18n/use-t';
import { CellValue } from '../../blocks/display/cell-value';
import { http } from '../../core/http';
import { PROFILE_URL } from '../../core/constants';

const ACCOUNT = ['name', 'username', 'email', 'phone', 'source', 'mfa_level', 'date_expired'] as const;
const ACCESS = ['system_roles', 'org_roles', 'groups', 'date_joined', 'last_login', 'date_password_last_updated'] as const;

/** Who the signed-in user is to JumpServer: account, roles and groups, read fresh from the server. */
export default function ProfileInfo() {
  const t = useT();
  const profile = useSWR<Record<string, unknown>>(['profile-info'], () => http.get(PROFILE_URL), { revalidateOnFocus: false });
  const data = profile.data;
  if (!data) return <span className={controls.skeleton} style={{ width: '40%' }} />;
  const items = (names: readonly (typeof ACCOUNT | typeof ACCESS)[number][]) =>
    names.map((name) => ({ key: t(`profile.field.${name}`), value: <CellValue name={name} value={data[name]} /> }));
  return (
    <DetailPanel>
      <DetailCard title={t('profile.account')} items={items(ACCOUNT)} />
      <DetailCard title={t('profile.access')} items={items(ACCESS)} />
    </DetailPanel>
  );
}
