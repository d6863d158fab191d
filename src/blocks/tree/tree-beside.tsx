import type { ReactNode } from 'react';
import * as styles from './tree-beside.css';

/** A tree beside what it filters (a node tree and its assets); on narrow screens the tree sits above, a few rows high. */
export function TreeBeside({ tree, children }: { tree: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <div className={styles.treePanel}>{tree}</div>
      {children}
    </div>
  );
}
