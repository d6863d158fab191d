import { useMemo, useState } from 'react';
import { useData } from '../../blocks/data/use-data';
import { Button } from '../../blocks/controls/button';
import * as controls from '../../blocks/controls/controls.css';
import { DetailSection } from '../../blocks/detail-page/detail-section';
import { useT } from '../../blocks/i18n/use-t';
import type { Row } from '../../blocks/resource/row';
import { CheckTree } from '../../blocks/tree/check-tree';
import { initiallyChecked, shapeOf, toggle, type CheckNode, type CheckTreeShape } from '../../blocks/tree/check-tree-state';
import { MESSAGE_FLASH_MS } from '../../core/constants';
import { feedback, http } from '../../core/http';

/** A role's own API: system roles and organization roles live apart. */
const scopedRoleUrl = (role: Row) => {
  const scope = role['scope'] && typeof role['scope'] === 'object' ? (role['scope'] as { value?: unknown }).value : role['scope'];
  return `/api/v1/rbac/${scope === 'system' ? 'system' : 'org'}-roles/${role.id}/`;
};

/** `app.verb_model` as its parts; codenames of other shapes (menus) have no model. */
function parse(codename: string | undefined): { app: string; verb: string; model: string } | undefined {
  const match = /^(\w+)\.([a-z]+)_(\w+)$/.exec(codename ?? '');
  return match ? { app: match[1] ?? '', verb: match[2] ?? '', model: match[3] ?? '' } : undefined;
}

/**
 * Any right on a model needs the right to view it: ticking one ticks view,
 * unticking view unticks the others of that model (match stands alone), as
 * the official console keeps a role coherent.
 */
function withViewRule(shape: CheckTreeShape, nodes: readonly CheckNode[], before: ReadonlySet<string>, after: Set<string>): Set<string> {
  const byCodename = new Map(nodes.filter((node) => !node.isParent).map((node) => [node.title ?? '', String(node.id)]));
  const codenameOf = new Map([...byCodename].map(([codename, id]) => [id, codename]));
  for (const id of shape.leaves.get('$ROOT$') ?? [...byCodename.values()]) {
    const perm = parse(codenameOf.get(id));
    if (!perm || perm.verb === 'match') continue;
    const view = byCodename.get(`${perm.app}.view_${perm.model}`);
    if (!view || view === id) continue;
    if (after.has(id) && !before.has(id)) after.add(view);
    if (before.has(view) && !after.has(view)) after.delete(id);
  }
  return after;
}

/** The permissions a role grants, as the tree JumpServer sends; custom roles are changed here, built-in ones only read. */
export function RolePermissions({ role, canChange }: { role: Row; canChange: boolean }) {
  const t = useT();
  const url = `${scopedRoleUrl(role)}permissions/tree/`;
  const tree = useData<CheckNode[]>(['role-permission-tree', url], () => http.get<CheckNode[]>(url), { revalidateOnFocus: false });
  const nodes = useMemo(() => tree.data ?? [], [tree.data]);
  const shape = useMemo(() => shapeOf(nodes), [nodes]);
  const [checked, setChecked] = useState<Set<string> | null>(null);
  const [saving, setSaving] = useState(false);
  const current = checked ?? initiallyChecked(nodes);
  const readOnly = Boolean(role['builtin']) || !canChange;

  if (tree.error)
    return (
      <DetailSection title={t('roles.permissions')} padded>
        {t('detail.loadFailed')}
      </DetailSection>
    );
  if (!tree.data) {
    return (
      <DetailSection title={t('roles.permissions')} padded>
        <span className={controls.skeleton} style={{ width: '60%' }} />
      </DetailSection>
    );
  }

  const save = async () => {
    setSaving(true);
    try {
      const ids = [...current].map(Number).filter(Number.isInteger);
      await http.patch(scopedRoleUrl(role), { permissions: ids });
      feedback().flash(t('form.updateSuccess'), 'success', MESSAGE_FLASH_MS);
      setChecked(null);
      await tree.mutate();
    } finally {
      setSaving(false);
    }
  };
  return (
    <DetailSection
      title={t('roles.permissions')}
      actions={
        readOnly ? (
          role['builtin'] ? (
            t('roles.builtinReadOnly')
          ) : undefined
        ) : (
          <Button variant="primary" disabled={!checked} loading={saving} onClick={() => void save().catch(() => undefined)}>
            {t('roles.savePermissions')}
          </Button>
        )
      }
    >
      <CheckTree
        label={t('roles.permissions')}
        shape={shape}
        checked={current}
        disabled={readOnly}
        onToggle={(id) => setChecked(withViewRule(shape, nodes, current, toggle(shape, current, id)))}
      />
    </DetailSection>
  );
}
