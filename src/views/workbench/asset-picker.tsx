import { useEffect, useMemo, useState } from 'react';
import { Button } from '../../blocks/controls/button';
import * as controls from '../../blocks/controls/controls.css';
import { useT } from '../../blocks/i18n/use-t';
import type { SelectOption } from '../../blocks/select/option';
import { LazyTree } from '../../blocks/tree/lazy-tree';
import type { TreeNode } from '../../blocks/tree/tree-types';
import type { ZTreeNode } from '../../blocks/tree/ztree';
import { SEARCH_EMIT_DELAY_MS } from '../../core/constants';
import { isAssetNode, loadGrantedTree, searchGrantedAssets } from './granted-asset-tree';
import * as styles from './asset-picker.css';

interface AssetPickerProps {
  /** Given to the search box, which the field's label names. */
  id: string;
  value: unknown;
  onChange: (value: SelectOption[]) => void;
  describedBy?: string | undefined;
}

/**
 * The assets a quick job runs on, picked in the user's granted node tree
 * (or among the assets a search finds) and listed beside it: Enter, Space or
 * a click on an asset chooses it or lets it go; the arrows open the nodes.
 */
export function AssetPicker({ id, value, onChange, describedBy }: AssetPickerProps) {
  const t = useT();
  const chosen = Array.isArray(value) ? (value as SelectOption[]) : [];
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_EMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const load = useMemo(() => (search ? searchGrantedAssets(search) : loadGrantedTree), [search]);
  const has = (assetId: string) => chosen.some((option) => option.value === assetId);
  const flip = (node: TreeNode<ZTreeNode>) => {
    if (!isAssetNode(node)) return;
    onChange(has(node.id) ? chosen.filter((option) => option.value !== node.id) : [...chosen, { value: node.id, label: node.label }]);
  };
  return (
    <div className={styles.picker}>
      <div className={styles.panel}>
        <input
          id={id}
          type="search"
          className={controls.input}
          value={typed}
          placeholder={t('jobs.searchAssets')}
          aria-label={t('jobs.searchAssets')}
          aria-describedby={describedBy}
          onChange={(event) => setTyped(event.target.value)}
        />
        <LazyTree key={search} label={t('jobs.assetTree')} load={load} isSelected={(node) => isAssetNode(node) && has(node.id)} onSelect={flip} />
      </div>
      <section className={styles.panel} aria-label={t('jobs.chosenAssets', { count: chosen.length })}>
        <div className={styles.heading}>
          <span aria-live="polite">{t('jobs.chosenAssets', { count: chosen.length })}</span>
          {chosen.length > 0 && (
            <Button size="small" onClick={() => onChange([])}>
              {t('jobs.clearAssets')}
            </Button>
          )}
        </div>
        {chosen.length ? (
          <ul className={styles.chosen}>
            {chosen.map((option) => (
              <li key={option.value} className={styles.item}>
                <span className={styles.name} title={option.label}>
                  {option.label}
                </span>
                <Button
                  size="small"
                  icon="close"
                  aria-label={t('form.removeItem', { item: option.label })}
                  onClick={() => onChange(chosen.filter((other) => other.value !== option.value))}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className={controls.muted}>{t('jobs.noAssetsChosen')}</p>
        )}
      </section>
    </div>
  );
}
