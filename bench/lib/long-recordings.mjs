// The one-hour recordings the replay figures open, made with the demo seed's
// own generators: a terminal session's asciicast (several MB: a log read every
// few commands) and an RDP session's Guacamole instructions.
import { desktopRecording } from '../../server/seed/desktop-recording.mjs';
import { commandsOf, recordingFor } from '../../server/seed/recordings.mjs';

const HOUR_COMMANDS = 210;
const LOG_LINES = 200;

/** A page of a web server's log: what makes an hour of terminal output weigh megabytes. */
const accessLog = Array.from(
  { length: LOG_LINES },
  (_, line) =>
    `10.1.${line % 250}.${(line * 7) % 250} - - [07/May/2024:09:${String(line % 60).padStart(2, '0')}:12 +0000] "GET /api/v1/orders/${1000 + line}/ HTTP/1.1" 200 ${512 + line}`,
).join('\r\n');

/** An hour at a Linux shell: a command every 17 s (the seeded commands' pace), every third one the log. */
export function hourOfTerminal(session, asset) {
  const shell = commandsOf('shell');
  const commands = Array.from({ length: HOUR_COMMANDS }, (_, index) => (index % 3 === 0 ? ['tail -n 200 access.log', 0, accessLog] : shell[index % shell.length]));
  return recordingFor({ session, asset, kind: 'shell', commands, seed: 60 });
}

/** An hour at a Windows server's desktop. */
export function hourOfDesktop(session, asset) {
  return desktopRecording({ host: asset.name, address: asset.address, startMs: Date.parse(session.date_start), seed: 60, minutes: 60 });
}
