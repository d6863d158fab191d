import { useData } from '../../blocks/data/use-data';
import * as controls from '../../blocks/controls/controls.css';
import { Button } from '../../blocks/controls/button';
import { Dialog } from '../../blocks/dialog/dialog';
import { useT } from '../../blocks/i18n/use-t';
import { http, readPage } from '../../core/http';
import type { AssetKind } from './asset-kinds';
import { PLATFORMS_URL } from './assets-urls';
import * as styles from './platform-chooser.css';

interface PlatformRow {
  id: number | string;
  name: string;
  type?: { value: string; label: string } | string;
}

const typeLabel = (platform: PlatformRow) => (typeof platform.type === 'object' ? platform.type.label : (platform.type ?? ''));

/** Platforms of a kind grouped by type, in the server's order. */
function byType(platforms: readonly PlatformRow[]): [string, PlatformRow[]][] {
  const groups = new Map<string, PlatformRow[]>();
  for (const platform of platforms) groups.set(typeLabel(platform), [...(groups.get(typeLabel(platform)) ?? []), platform]);
  return [...groups];
}

/**
 * The first step of creating an asset: which platform it runs, since the
 * platform decides its protocols. Choosing one opens the kind's form with it.
 */
export function PlatformChooser({ kind, title, onChoose, onClose }: { kind: AssetKind; title: string; onChoose: (platformId: string) => void; onClose: () => void }) {
  const t = useT();
  const platforms = useData(['asset-platforms', kind.category], async () => readPage<PlatformRow>(await http.get(PLATFORMS_URL, { params: { category: kind.category } })).results, {
    revalidateOnFocus: false,
  });
  return (
    <Dialog title={title} width="640px" onClose={onClose} footer={<Button onClick={onClose}>{t('common.cancel')}</Button>}>
      <p className={controls.muted}>{t('assets.choosePlatform')}</p>
      {platforms.error ? (
        <p role="alert">{t('assets.platformsFailed')}</p>
      ) : !platforms.data ? (
        <span className={controls.skeleton} style={{ width: '60%' }} />
      ) : platforms.data.length === 0 ? (
        <p>{t('assets.noPlatforms')}</p>
      ) : (
        byType(platforms.data).map(([type, members]) => (
          <section key={type} className={styles.group} aria-label={type}>
            <h3 className={styles.type}>{type}</h3>
            <div className={styles.choices}>
              {members.map((platform) => (
                <Button key={platform.id} onClick={() => onChoose(String(platform.id))}>
                  {platform.name}
                </Button>
              ))}
            </div>
          </section>
        ))
      )}
    </Dialog>
  );
}
