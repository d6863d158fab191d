import { useStore } from 'zustand';
import { SPEEDS, type Playback } from '../../core/replay/playback';
import { isRisky, type TimelineEntry } from '../../core/replay/timeline';
import { Button } from '../controls/button';
import * as controls from '../controls/controls.css';
import { useT } from '../i18n/use-t';
import { clock } from './clock';
import * as styles from './replay-player.css';

interface ReplayControlsProps {
  playback: Playback;
  entries: readonly TimelineEntry[];
  onFullScreen: () => void;
  onDownload?: (() => void) | undefined;
}

/** One set of controls for every kind of recording: play, the seek bar with the risky commands on it, speed, idle time, full screen, download. */
export function ReplayControls({ playback, entries, onFullScreen, onDownload }: ReplayControlsProps) {
  const t = useT();
  const { position, duration, playing, speed, skipIdle } = useStore(playback.store);
  const marks = duration > 0 ? entries.filter(isRisky) : [];
  return (
    <div className={styles.controls} part="controls">
      <Button size="small" icon={playing ? 'pause' : 'play'} onClick={() => (playing ? playback.pause() : playback.play())}>
        {t(playing ? 'replay.pause' : 'replay.play')}
      </Button>
      <span className={styles.time}>{clock(position)}</span>
      <span className={styles.seek}>
        <input
          type="range"
          className={styles.range}
          min={0}
          max={duration}
          step="any"
          value={position}
          aria-label={t('replay.position')}
          aria-valuetext={t('replay.at', { position: clock(position), duration: clock(duration) })}
          onChange={(event) => void playback.seek(Number(event.currentTarget.value))}
        />
        {marks.map((entry) => (
          <span
            key={entry.id}
            className={`${styles.mark} ${styles.markTone[entry.risk >= 5 ? 'danger' : 'warning']}`}
            style={{ left: `${(Math.min(entry.at, duration) / duration) * 100}%` }}
            title={`${clock(entry.at)} ${entry.text}`}
            data-mark={entry.id}
            aria-hidden="true"
          />
        ))}
      </span>
      <span className={styles.time}>{clock(duration)}</span>
      <label className={styles.option}>
        {t('replay.speed')}
        <select className={styles.select} value={speed} onChange={(event) => playback.setSpeed(Number(event.currentTarget.value))}>
          {SPEEDS.map((choice) => (
            <option key={choice} value={choice}>{`${choice}×`}</option>
          ))}
        </select>
      </label>
      {playback.canSkipIdle && (
        <label className={styles.option}>
          <input type="checkbox" className={controls.checkbox} checked={skipIdle} onChange={(event) => playback.setSkipIdle(event.currentTarget.checked)} />
          {t('replay.skipIdle')}
        </label>
      )}
      <Button size="small" icon="maximize" onClick={onFullScreen}>
        {t('replay.fullScreen')}
      </Button>
      {onDownload && (
        <Button size="small" icon="download" onClick={onDownload}>
          {t('replay.download')}
        </Button>
      )}
    </div>
  );
}
