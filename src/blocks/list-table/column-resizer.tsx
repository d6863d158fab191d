import { useRef } from 'react';
import { useT } from '../i18n/use-t';
import * as styles from './list-table.css';

const MIN_COLUMN_PX = 60;
const MAX_COLUMN_PX = 800;
const KEY_STEP_PX = 10;

const clamp = (width: number) => Math.min(MAX_COLUMN_PX, Math.max(MIN_COLUMN_PX, Math.round(width)));

export interface ColumnResizerProps {
  label: string;
  width: number;
  /** While dragging, the width on screen. */
  onResize: (width: number) => void;
  /** When the drag (or key press) ends: the width to keep. */
  onCommit: (width: number) => void;
}

/** The drag handle at a header's right edge; arrow keys resize too. */
export function ColumnResizer({ label, width, onResize, onCommit }: ColumnResizerProps) {
  const t = useT();
  const drag = useRef<{ startX: number; startWidth: number; last: number } | null>(null);
  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={t('table.resizeColumn', { column: label })}
      aria-valuenow={width}
      aria-valuemin={MIN_COLUMN_PX}
      aria-valuemax={MAX_COLUMN_PX}
      tabIndex={0}
      className={styles.resizer}
      onClick={(event) => event.stopPropagation()}
      onPointerDown={(event) => {
        event.preventDefault();
        event.currentTarget.setPointerCapture(event.pointerId);
        drag.current = { startX: event.clientX, startWidth: width, last: width };
      }}
      onPointerMove={(event) => {
        if (!drag.current) return;
        const next = clamp(drag.current.startWidth + event.clientX - drag.current.startX);
        drag.current.last = next;
        onResize(next);
      }}
      onPointerUp={() => {
        if (drag.current) onCommit(drag.current.last);
        drag.current = null;
      }}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
        event.preventDefault();
        const next = clamp(width + (event.key === 'ArrowRight' ? KEY_STEP_PX : -KEY_STEP_PX));
        onResize(next);
        onCommit(next);
      }}
    />
  );
}
