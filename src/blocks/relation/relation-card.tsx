import { useId, useState } from 'react';
import { MESSAGE_FLASH_MS } from '../../core/constants';
import { feedback } from '../../core/http';
import { Button } from '../controls/button';
import * as controls from '../controls/controls.css';
import { DetailSection } from '../detail-page/detail-section';
import type { RelatedSource } from '../resource/related-source';
import { useT } from '../i18n/use-t';
import type { SelectOption } from '../select/option';
import { RemoteSelect } from '../select/remote-select';
import * as styles from './relation-card.css';

export interface RelationCardProps {
  title: string;
  /** What is related now; without it the card only adds (the members are listed beside it). */
  items?: readonly SelectOption[];
  /** Where new ones are picked from. */
  source: RelatedSource;
  onAdd: (ids: string[]) => Promise<unknown>;
  onRemove?: (item: SelectOption) => Promise<unknown>;
  /** Told after each change, to read the object again. */
  onChanged: () => void;
  /** Read-only: no picker, no remove buttons. */
  disabled?: boolean;
}

/**
 * Objects related to the page's object (a user's groups, a permission's user
 * groups): picked and added in one go, each removed after a question.
 */
export function RelationCard({ title, items, source, onAdd, onRemove, onChanged, disabled = false }: RelationCardProps) {
  const t = useT();
  const [picked, setPicked] = useState<SelectOption[]>([]);
  const [adding, setAdding] = useState(false);
  const pickerId = useId();
  const add = async () => {
    setAdding(true);
    try {
      await onAdd(picked.map((option) => option.value));
      feedback().flash(t('relation.added', { count: picked.length }), 'success', MESSAGE_FLASH_MS);
      setPicked([]);
      onChanged();
    } finally {
      setAdding(false);
    }
  };
  const remove = (item: SelectOption) =>
    void feedback().ask({
      title: t('relation.remove'),
      message: t('relation.removeConfirm', { name: item.label, from: title }),
      confirmLabel: t('relation.remove'),
      danger: true,
      onConfirm: async () => {
        await onRemove?.(item);
        feedback().flash(t('relation.removed', { name: item.label }), 'success', MESSAGE_FLASH_MS);
        onChanged();
      },
    });
  return (
    <DetailSection title={title}>
      <div className={styles.body}>
        {!disabled && (
          <div className={styles.picker}>
            <label htmlFor={pickerId} className={controls.visuallyHidden}>
              {title}
            </label>
            <RemoteSelect id={pickerId} multiple source={source} value={picked} onChange={setPicked} placeholder={t('relation.pick')} />
            <Button variant="primary" icon="plus" disabled={!picked.length} loading={adding} onClick={() => void add().catch(() => undefined)}>
              {t('relation.add')}
            </Button>
          </div>
        )}
        {items && (
          <ul className={styles.items}>
            {items.length === 0 && <li className={styles.empty}>{t('table.noData')}</li>}
            {items.map((item) => (
              <li key={item.value} className={styles.item}>
                <span className={styles.label}>{item.label}</span>
                {!disabled && onRemove && (
                  <Button size="small" icon="trash" variant="danger" aria-label={t('relation.removeNamed', { name: item.label })} onClick={() => remove(item)} />
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </DetailSection>
  );
}
