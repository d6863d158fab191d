// Loaded only when a terminal recording is played: the player, its terminal
// (WebAssembly: the page's policy must allow 'wasm-unsafe-eval') and its stylesheet.
import { create } from 'asciinema-player';
import playerCss from 'asciinema-player/dist/bundle/asciinema-player.css';
import type { ReplayEngine } from '../../../core/replay/playback';
import type { TerminalRecording } from '../../../core/replay/terminal-recording';
import { adoptStyles } from './adopt-styles';

/** A millisecond: less than any two outputs of a recording apart that a person could tell. */
const INCLUSIVE = 0.001;

/**
 * asciinema's terminal, without its own controls: the shared playback shows
 * each moment (a seek forward feeds only the output in between).
 */
export function terminalEngine(container: HTMLElement, recording: TerminalRecording): ReplayEngine {
  adoptStyles(container, playerCss);
  const player = create({ data: recording.cast, parser: 'asciicast' }, container, {
    fit: 'both',
    controls: false,
    preload: true,
    // No poster: the playback's first seek shows the first output, and a poster would swallow a seek made before it drew.
    terminalFontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace',
  });
  return {
    duration: recording.duration,
    activity: recording.activity,
    // asciinema shows what came before the time sought: the output at that very moment belongs to it too.
    show: async (time) => void (await player.seek(time + INCLUSIVE)),
    dispose: () => player.dispose(),
  };
}
