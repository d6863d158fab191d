import { goBack } from '../../core/routes';
import { useT } from '../../blocks/i18n/use-t';
import { StatusPage } from '../../blocks/status-page/status-page';

/** /404: the page does not exist, or not for this user and edition. */
export default function NotFoundPage() {
  const t = useT();
  const actions = [
    { label: t('shell.back'), icon: 'arrow-left', onClick: goBack },
    { label: t('pages.goHome'), icon: 'home', href: '#/', primary: true },
  ] as const;
  return <StatusPage icon="compass" code="404" title={t('route.NotFound')} text={t('pages.notFoundText')} actions={actions} />;
}
