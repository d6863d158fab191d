import { useEffect, useRef, useState } from 'react';
import { Icon } from '../icons/icon';
import { useT } from '../i18n/use-t';
import { checkState, counts, type CheckNode, type CheckTreeShape } from './check-tree-state';
import * as styles from './check-tree.css';

export interface CheckTreeProps {
  label: string;
  shape: CheckTreeShape;
  checked: ReadonlySet<string>;
  onToggle: (id: string) => void;
  disabled?: boolean;
}

/**
 * A tree of check boxes: a branch shows how many of its leaves are ticked
 * and is mixed when some are; branches open and close. Native check boxes
 * and buttons, so the keyboard and screen readers need nothing more.
 */
export function CheckTree({ label, shape, checked, onToggle, disabled = false }: CheckTreeProps) {
  const [open, setOpen] = useState(
    () => new Set(shape.roots.flatMap((root) => [String(root.id), ...(shape.children.get(String(root.id)) ?? []).filter((node) => node.open).map((node) => String(node.id))])),
  );
  const flip = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <ul className={styles.tree} aria-label={label}>
      {shape.roots.map((node) => (
        <Branch key={String(node.id)} node={node} shape={shape} checked={checked} open={open} onFlip={flip} onToggle={onToggle} disabled={disabled} />
      ))}
    </ul>
  );
}

interface BranchProps {
  node: CheckNode;
  shape: CheckTreeShape;
  checked: ReadonlySet<string>;
  open: ReadonlySet<string>;
  onFlip: (id: string) => void;
  onToggle: (id: string) => void;
  disabled: boolean;
}

function Branch({ node, shape, checked, open, onFlip, onToggle, disabled }: BranchProps) {
  const t = useT();
  const id = String(node.id);
  const children = shape.children.get(id);
  const expanded = open.has(id);
  const state = checkState(shape, checked, id);
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = state === 'mixed';
  }, [state]);
  const label = node.title ?? node.name;
  const amount = children ? counts(shape, checked, id) : undefined;
  return (
    <li className={styles.item}>
      <div className={styles.row}>
        {children ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={expanded}
            aria-label={t(expanded ? 'tree.collapse' : 'tree.expand', { name: label })}
            onClick={() => onFlip(id)}
          >
            <Icon name={expanded ? 'chevron-down' : 'chevron-right'} />
          </button>
        ) : (
          <span className={styles.toggle} aria-hidden="true" />
        )}
        <label className={styles.label}>
          <input ref={box} type="checkbox" checked={state === 'checked'} disabled={disabled || node.chkDisabled} onChange={() => onToggle(id)} />
          <span>{children ? label : node.name}</span>
          {amount && <span className={styles.count}>{`${amount.checked}/${amount.total}`}</span>}
        </label>
      </div>
      {children && expanded && (
        <ul className={styles.children}>
          {children.map((child) => (
            <Branch key={String(child.id)} node={child} shape={shape} checked={checked} open={open} onFlip={onFlip} onToggle={onToggle} disabled={disabled} />
          ))}
        </ul>
      )}
    </li>
  );
}
