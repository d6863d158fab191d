import { useT } from '../../blocks/i18n/use-t';
import { StatusPage } from '../../blocks/status-page/status-page';

/** 403: the route exists, but the user lacks its permission; typing its URL leads here. */
export function ForbiddenPage() {
  const t = useT();
  return (
    <StatusPage
      icon="forbidden"
      code="403"
      title={t('pages.forbiddenTitle')}
      text={t('pages.forbiddenText')}
      actions={[{ label: t('pages.goHome'), icon: 'home', href: '#/', primary: true }]}
    />
  );
}
