// The recording of a graphical (RDP) session as JumpServer's gateway writes it:
// Guacamole protocol instructions, each frame closed by `sync` with its time in
// epoch milliseconds. It draws a Windows server's desktop (taskbar, icons, the
// Server Manager), then a command prompt where an administrator types commands
// a key at a time and reads their output, with the pauses of a person at work.
import { createRandom } from './random.mjs';
import { GLYPH_HEIGHT, GLYPH_WIDTH, textRects } from './pixel-font.mjs';

const WIDTH = 1024;
const HEIGHT = 768;
/** Layer 0 is the screen; 14 is Guacamole's "over" channel mask (paint on top). */
const SCREEN = 0;
const OVER = 14;
const TEXT_SCALE = 2;
const CHAR = GLYPH_WIDTH * TEXT_SCALE;
const LINE = GLYPH_HEIGHT * TEXT_SCALE + 6;

const COLORS = {
  desktop: [0, 86, 138],
  taskbar: [28, 30, 38],
  start: [0, 120, 215],
  light: [236, 238, 242],
  white: [255, 255, 255],
  dark: [40, 44, 52],
  muted: [120, 128, 140],
  console: [12, 12, 12],
  consoleText: [204, 204, 204],
  tiles: [
    [0, 120, 215],
    [16, 137, 62],
    [202, 80, 16],
    [135, 100, 184],
  ],
};

/** `4.sync,13.1714000000000;`: each element prefixed by its length in characters. */
const instruction = (opcode, ...args) => `${[opcode, ...args].map((value) => `${[...String(value)].length}.${value}`).join(',')};`;

/** What the console window prints for each command. */
const OUTPUTS = {
  IPCONFIG: [
    'WINDOWS IP CONFIGURATION',
    '',
    'ETHERNET ADAPTER ETHERNET0:',
    '   IPV4 ADDRESS. . . : {address}',
    '   SUBNET MASK . . . : 255.255.255.0',
    '   DEFAULT GATEWAY . : 10.0.0.1',
  ],
  WHOAMI: ['{host}\\ADMINISTRATOR'],
  'NET USER': ['USER ACCOUNTS FOR \\\\{host}', '', 'ADMINISTRATOR    BACKUP    GUEST', 'THE COMMAND COMPLETED SUCCESSFULLY.'],
  'GET-SERVICE W3SVC': ['STATUS   NAME    DISPLAYNAME', '------   ----    -----------', 'RUNNING  W3SVC   WORLD WIDE WEB PUBLISHING'],
  'DIR C:\\INETPUB\\LOGS': [' DIRECTORY OF C:\\INETPUB\\LOGS', '', '05/07  09:12  <DIR>   W3SVC1', '05/07  09:14   48,213 U_EX240507.LOG'],
  'NET USER BACKUP /ACTIVE:NO': ['THE COMMAND COMPLETED SUCCESSFULLY.'],
};
const COMMANDS = Object.keys(OUTPUTS);

function createScreen(startMs) {
  const out = [instruction('size', SCREEN, WIDTH, HEIGHT)];
  let time = 0;
  const screen = {
    fill(rects, [r, g, b]) {
      if (rects.length === 0) return;
      for (const [x, y, w, h] of rects) out.push(instruction('rect', SCREEN, x, y, w, h));
      out.push(instruction('cfill', OVER, SCREEN, r, g, b, 255));
    },
    box(x, y, w, h, color) {
      screen.fill([[x, y, w, h]], color);
    },
    text(text, x, y, color, scale = TEXT_SCALE) {
      screen.fill(textRects(text, x, y, scale), color);
    },
    /** Ends a frame `seconds` after the last one. */
    sync(seconds) {
      time += seconds;
      out.push(instruction('sync', Math.round(startMs + time * 1000)));
    },
    get time() {
      return time;
    },
    instructions() {
      return out.join('');
    },
  };
  return screen;
}

/** A window: shadow, title bar with its title and buttons, and its body's colour; returns its body's box. */
function drawWindow(screen, { x, y, w, h, title, body }) {
  screen.box(x + 6, y + 6, w, h, [0, 50, 80]);
  screen.box(x, y, w, h, COLORS.muted);
  screen.box(x + 1, y + 1, w - 2, 30, COLORS.light);
  screen.text(title, x + 12, y + 9, COLORS.dark);
  [COLORS.muted, COLORS.muted, [232, 17, 35]].forEach((color, index) => screen.box(x + w - 96 + index * 30, y + 9, 14, 14, color));
  screen.box(x + 1, y + 31, w - 2, h - 32, body);
  return { x: x + 1, y: y + 31, w: w - 2, h: h - 32 };
}

function drawDesktop(screen, host) {
  screen.box(0, 0, WIDTH, HEIGHT, COLORS.desktop);
  ['RECYCLE BIN', 'SERVER MANAGER', 'LOGS'].forEach((label, index) => {
    screen.box(36, 24 + index * 96, 44, 44, index === 0 ? COLORS.light : COLORS.tiles[index]);
    screen.text(label, 12, 76 + index * 96, COLORS.white, 1);
  });
  screen.box(0, HEIGHT - 40, WIDTH, 40, COLORS.taskbar);
  screen.box(8, HEIGHT - 34, 28, 28, COLORS.start);
  screen.text(host, 56, HEIGHT - 26, COLORS.consoleText);
}

function drawServerManager(screen) {
  const body = drawWindow(screen, { x: 120, y: 40, w: 600, h: 380, title: 'SERVER MANAGER - DASHBOARD', body: COLORS.white });
  screen.box(body.x, body.y, 150, body.h, COLORS.dark);
  ['DASHBOARD', 'LOCAL SERVER', 'ALL SERVERS', 'IIS'].forEach((item, index) => screen.text(item, body.x + 12, body.y + 16 + index * 28, COLORS.white, 1));
  ['AD DS', 'DNS', 'IIS', 'FILES'].forEach((tile, index) => {
    const left = body.x + 170 + (index % 2) * 200;
    const top = body.y + 20 + Math.floor(index / 2) * 150;
    screen.box(left, top, 180, 130, COLORS.tiles[index]);
    screen.text(tile, left + 12, top + 12, COLORS.white);
    screen.text('SERVICES  OK', left + 12, top + 100, COLORS.white, 1);
  });
}

/**
 * The console window: `print` writes a line, `type` a command a key at a time
 * (a frame each key); a full window is cleared, as `cls` would.
 */
function openConsole(screen, random) {
  const body = drawWindow(screen, { x: 330, y: 230, w: 660, h: 440, title: 'ADMINISTRATOR: COMMAND PROMPT', body: COLORS.console });
  const rows = Math.floor((body.h - 16) / LINE);
  let row = 0;
  const lineTop = () => body.y + 10 + row * LINE;
  const newline = () => {
    row += 1;
    if (row < rows) return;
    screen.box(body.x, body.y, body.w, body.h, COLORS.console);
    row = 0;
  };
  return {
    print(text) {
      screen.text(text, body.x + 10, lineTop(), COLORS.consoleText);
      newline();
    },
    type(prompt, command) {
      const top = lineTop();
      screen.text(prompt, body.x + 10, top, COLORS.consoleText);
      screen.sync(0.3);
      [...command].forEach((key, index) => {
        screen.text(key, body.x + 10 + (prompt.length + index) * CHAR, top, COLORS.white);
        screen.sync(0.08 + random.next() * 0.14);
      });
      newline();
    },
  };
}

/**
 * A session's recording: about a minute of work by default; `minutes` makes a
 * longer one (the benchmark's hour), its commands repeating between idle spells.
 * @param {{host: string, address: string, startMs: number, seed: number, minutes?: number}} options
 * @returns {string} the Guacamole instructions, as the gateway writes them before gzip
 */
export function desktopRecording({ host, address, startMs, seed, minutes = 1 }) {
  const random = createRandom(seed);
  const screen = createScreen(startMs);
  const name = host.toUpperCase().replaceAll('_', '-');
  drawDesktop(screen, name);
  screen.sync(0);
  drawServerManager(screen);
  screen.sync(0.8);
  const shell = openConsole(screen, random);
  shell.print('MICROSOFT WINDOWS [VERSION 10.0.20348.2340]');
  shell.print('(C) MICROSOFT CORPORATION. ALL RIGHTS RESERVED.');
  shell.print('');
  screen.sync(1.2);
  const prompt = 'C:\\USERS\\ADMINISTRATOR>';
  for (let index = 0; screen.time < minutes * 60 - 5; index += 1) {
    const command = COMMANDS[index % COMMANDS.length];
    shell.type(prompt, command);
    for (const line of OUTPUTS[command]) shell.print(line.replaceAll('{host}', name).replaceAll('{address}', address));
    shell.print('');
    // Reading the output; now and then a longer pause (a call, another window).
    screen.sync(0.4 + random.next() * 1.5);
    screen.sync(random.next() < 0.2 ? 20 + random.next() * 40 : 2 + random.next() * 4);
  }
  return screen.instructions();
}
