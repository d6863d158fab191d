import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { act } from 'react';
import { ReplayPlayer } from '../../../src/blocks/replay-player/replay-player';
import type { PlayableRecording } from '../../../src/core/replay/load-recording';
import { terminalRecording } from '../../../src/core/replay/terminal-recording';
import { timelineEntries } from '../../../src/core/replay/timeline';
import { expectAccessible } from '../../helpers/axe';
import { render } from '../../helpers/render';
import { byText, click, waitFor } from '../helpers/signed-in';

// A minute of a shell: the banner, a command at 12 s, a rejected one at 40 s, the end at 60 s.
const CAST = [
  { version: 2, width: 60, height: 8 },
  [0.2, 'o', 'Welcome to the test host\r\n$ '],
  [12, 'o', 'uptime\r\n 09:14:02 up 41 days\r\n$ '],
  [40, 'o', 'rm -rf /\r\nCommand `rm -rf /` is forbidden\r\n$ '],
  [60, 'o', 'exit\r\n'],
]
  .map((line) => JSON.stringify(line))
  .join('\n');

const START = '2024-05-07T09:00:00Z';
const stamp = (seconds: number) => Date.parse(START) / 1000 + seconds;
const ENTRIES = timelineEntries(START, [
  { id: 'uptime', input: 'uptime', timestamp: stamp(12), risk_level: { value: 0, label: 'Accept' } },
  { id: 'rm', input: 'rm -rf /', timestamp: stamp(40), risk_level: { value: 5, label: 'Reject' } },
]);
const RECORDING: PlayableRecording = { kind: 'terminal', answer: { type: 'asciicast', src: '' }, recording: terminalRecording(CAST) };

/** The player ready (its first output shown), with what a test reads and does. */
async function player() {
  const view = await render(<ReplayPlayer recording={RECORDING} label="Alice → web-01" entries={ENTRIES} />);
  const screen = view.container.querySelector<HTMLElement>('[part=player]')!;
  const range = await waitFor(() => view.container.querySelector<HTMLInputElement>('[part=controls] input[type=range]'), 8000);
  await waitFor(() => screen.getAttribute('aria-busy') === 'false' && screen.textContent?.includes('Welcome'), 8000);
  const position = () => Number(range.value);
  /** Keys pressed on the screen, as a person with focus on it; resolves once the moment they ask for shows. */
  const press = async (key: string) => {
    screen.focus();
    await act(() => sendKeys({ press: key }));
    await waitFor(() => screen.getAttribute('aria-busy') === 'false');
  };
  const playButton = () => view.container.querySelector<HTMLButtonElement>('[part=controls] button')!;
  return { view, screen, range, position, press, playButton };
}

describe('the replay player’s controls', () => {
  it('plays and pauses with Space and k, the play button saying which', async () => {
    const { view, press, playButton, position } = await player();
    expect(playButton().textContent).to.equal('Play');
    await press('Space');
    expect(playButton().textContent).to.equal('Pause');
    const started = position();
    await waitFor(() => position() > started, 6000);
    await press('k');
    expect(playButton().textContent).to.equal('Play');
    const stopped = position();
    await act(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(position()).to.equal(stopped, 'paused where it was');
    await view.unmount();
  });

  it('moves 5 s with the arrows, to the start with Home and to the end with End, the screen following', async () => {
    const { view, screen, press, position, range } = await player();
    const first = position();
    expect(first).to.equal(0.2, 'on the first output');
    expect(Number(range.max)).to.equal(60);
    await press('ArrowRight');
    expect(position()).to.be.closeTo(first + 5, 1e-9);
    await press('ArrowRight');
    await press('ArrowRight');
    expect(screen.textContent).to.contain('09:14:02 up 41 days', 'the output at 12 s shows at 15.2 s');
    await press('ArrowLeft');
    expect(position()).to.be.closeTo(first + 10, 1e-9);
    expect(screen.textContent).not.to.contain('up 41 days', 'a seek back shows the screen as it was');
    await press('End');
    expect(position()).to.equal(60);
    expect(screen.textContent).to.contain('is forbidden');
    await press('Home');
    expect(position()).to.equal(0);
    expect(range.getAttribute('aria-valuetext')).to.equal('0:00 of 1:00');
    await view.unmount();
  });

  it('sets the speed from 0.5× to 8×', async () => {
    const { view } = await player();
    const speed = view.container.querySelector<HTMLSelectElement>('[part=controls] select')!;
    expect([...speed.options].map((option) => option.textContent)).to.deep.equal(['0.5×', '1×', '2×', '4×', '8×']);
    expect(speed.value).to.equal('1');
    await act(async () => {
      speed.value = '8';
      speed.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(speed.value).to.equal('8', 'the playback took it');
    await view.unmount();
  });

  it('seeks to a command’s moment when it is clicked, marks it as reached, and marks the risky one on the seek bar', async () => {
    const { view, screen, position } = await player();
    const timeline = view.container.querySelector('[part=timeline]')!;
    const rejected = byText(timeline, 'button', '0:40rm -rf /Reject')!;
    await click(rejected);
    await waitFor(() => screen.getAttribute('aria-busy') === 'false');
    expect(position()).to.equal(40);
    expect(rejected.getAttribute('aria-current')).to.equal('true');
    expect(screen.textContent).to.contain('is forbidden');
    const marks = [...view.container.querySelectorAll<HTMLElement>('[part=controls] [data-mark]')];
    expect(marks.map((mark) => mark.dataset['mark'])).to.deep.equal(['rm']);
    expect(parseFloat(marks[0]!.style.left)).to.be.closeTo((40 / 60) * 100, 0.01, 'two thirds along');
    await expectAccessible(view.container);
    await view.unmount();
  });
});
