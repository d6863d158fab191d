import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import type { Playback } from '../../core/replay/playback';
import { currentEntry, type TimelineEntry } from '../../core/replay/timeline';
import { useT } from '../i18n/use-t';
import { clock } from './clock';
import * as styles from './replay-player.css';

const tone = (entry: TimelineEntry) => (entry.kind === 'transfer' ? 'transfer' : entry.risk >= 5 ? 'danger' : entry.risk === 4 ? 'warning' : 'accept');

/**
 * The session's commands and file transfers in order, beside its recording:
 * one goes to its moment; the one the recording has reached is marked.
 */
export function CommandTimeline({ entries, playback }: { entries: readonly TimelineEntry[]; playback: Playback | null }) {
  return playback ? <LiveTimeline entries={entries} playback={playback} /> : <TimelineView entries={entries} current={-1} />;
}

function LiveTimeline({ entries, playback }: { entries: readonly TimelineEntry[]; playback: Playback }) {
  const position = useStore(playback.store, (state) => state.position);
  return <TimelineView entries={entries} current={currentEntry(entries, position)} onSeek={(at) => void playback.seek(at)} />;
}

function TimelineView({ entries, current, onSeek }: { entries: readonly TimelineEntry[]; current: number; onSeek?: (at: number) => void }) {
  const t = useT();
  const list = useRef<HTMLOListElement>(null);

  // The current entry stays in view of the list's own scroll, never the page's.
  useEffect(() => {
    const item = list.current?.children[current] as HTMLElement | undefined;
    const box = list.current?.parentElement;
    if (!item || !box) return;
    if (item.offsetTop < box.scrollTop || item.offsetTop + item.offsetHeight > box.scrollTop + box.clientHeight) box.scrollTop = item.offsetTop - box.clientHeight / 3;
  }, [current]);

  return (
    <nav className={styles.timeline} aria-label={t('replay.timeline')} part="timeline">
      <h3 className={styles.timelineTitle}>{t('replay.timeline')}</h3>
      {entries.length === 0 ? (
        <p className={styles.note}>{t('replay.timelineEmpty')}</p>
      ) : (
        <ol ref={list} className={styles.entries}>
          {entries.map((entry, index) => (
            <li key={entry.id}>
              <button type="button" className={styles.entry} aria-current={index === current} disabled={!onSeek} data-at={entry.at} onClick={() => onSeek?.(entry.at)}>
                <span className={styles.note}>{clock(entry.at)}</span>
                <span className={styles.entryText}>{entry.text}</span>
                <span className={styles.risk[tone(entry)]}>{entry.kind === 'transfer' ? t('audit.transfer') : entry.riskLabel}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </nav>
  );
}
