import { expect } from 'chai';
import { HostContext } from '../../../src/blocks/custom-element/host-context';
import type { JmsEventMap } from '../../../src/blocks/custom-element/events';
import type { Row } from '../../../src/blocks/resource/row';
import { http } from '../../../src/core/http';
import { findReplay, loadRecording } from '../../../src/core/replay/load-recording';
import { terminalRecording } from '../../../src/core/replay/terminal-recording';
import { ReplayView } from '../../../src/views/audit/session-audit/replay/session-replay';
import { SessionAudit } from '../../../src/views/audit/session-audit/session-audit';
import { SessionAuditView } from '../../../src/views/audit/session-audit/session-audit-view';
import type { SessionAuditModel } from '../../../src/views/audit/session-audit/use-session-audit';
import { expectAccessible } from '../../helpers/axe';
import { render } from '../../helpers/render';
import { byText, click, waitFor, withServerSession } from '../../blocks/helpers/signed-in';

const SESSIONS = '/api/v1/terminal/sessions/';

function model(changes: Partial<SessionAuditModel>): SessionAuditModel {
  return {
    startup: 'ready',
    retry: () => undefined,
    canView: true,
    mode: 'online',
    setMode: () => undefined,
    opened: null,
    open: () => undefined,
    close: () => undefined,
    openInConsole: () => undefined,
    monitor: undefined,
    rowActions: [],
    commandActions: [],
    presets: {},
    hooks: {},
    ...changes,
  };
}

// Two seconds of a shell: the banner at once, a command and its output after the first second.
const CAST = [
  { version: 2, width: 60, height: 8 },
  [0.1, 'o', 'Welcome to the test host\r\n$ '],
  [1.4, 'o', 'uptime\r\n'],
  [1.6, 'o', ' 09:14:02 up 41 days,  load average: 0.42\r\n$ '],
]
  .map((line) => JSON.stringify(line))
  .join('\n');

const SESSION: Row = { id: 'f1b2c3d4-0000-4000-8000-000000000001', user: 'Alice(alice)', asset: 'web-01(10.0.0.1)', date_start: '2024-05-07T09:00:00Z' };

const replay = (state: Parameters<typeof ReplayView>[0]['state'], retry: () => void = () => undefined, problems: string[] = []) => (
  <ReplayView state={state} entries={[]} canDownload retry={retry} announceProblem={(message) => problems.push(message) > 0} session={SESSION} />
);

describe('session audits', () => {
  // Signed out, the element's own sign-in prompt shows instead (the platform's, tested there).
  it('says what shows instead of the sessions: loading, not allowed, and a failure with a retry', async () => {
    let retried = 0;
    const view = await render(<SessionAuditView {...model({ startup: 'loading' })} />);
    expect(view.container.querySelector('[aria-busy=true]')?.textContent).to.equal('Loading…');
    await view.rerender(<SessionAuditView {...model({ canView: false })} />);
    expect(view.container.textContent).to.equal('Your account may not view sessions.');
    expect(view.container.querySelector('table')).to.equal(null);
    await view.rerender(<SessionAuditView {...model({ startup: 'error', retry: () => (retried += 1) })} />);
    const alert = view.container.querySelector('[role=alert]')!;
    expect(alert.textContent).to.contain('The sessions could not be loaded.');
    await click(byText(alert, 'button', 'Retry'));
    expect(retried).to.equal(1);
    await expectAccessible(view.container);
    await view.unmount();
  });

  it('shows why a session has nothing to play, and why a recording cannot be read, telling the page', async () => {
    let retried = 0;
    const problems: string[] = [];
    const view = await render(replay({ kind: 'loading' }));
    expect(view.container.querySelector('[aria-busy=true]')?.textContent).to.equal('Loading the recording…');
    await view.rerender(replay({ kind: 'running' }));
    expect(view.container.textContent).to.equal('The session is still running: its recording can be played once it ends.');
    await view.rerender(replay({ kind: 'none' }));
    expect(view.container.textContent).to.equal('This session has no recording.');
    await view.rerender(replay({ kind: 'failed', problem: 'cors', type: '' }, () => (retried += 1), problems));
    const alert = view.container.querySelector('[role=alert]')!;
    expect(alert.textContent).to.contain('does not let this page read it (CORS)');
    await click(byText(alert, 'button', 'Retry'));
    expect(retried).to.equal(1);
    expect(problems).to.have.length(1);
    expect(problems[0]).to.contain('(CORS)');
    await view.rerender(replay({ kind: 'failed', problem: 'unsupported', type: 'flv' }, () => undefined, problems));
    expect(view.container.textContent).to.contain('This recording (flv) cannot be played here');
    expect(view.container.querySelector('[role=alert] button'), 'trying again cannot help').to.equal(null);
    await expectAccessible(view.container);
    await view.unmount();
  });

  it('plays an asciicast recording in the player, which loads with the first replay', async () => {
    const view = await render(replay({ kind: 'terminal', answer: { type: 'asciicast', src: '', download_url: '/download/' }, recording: terminalRecording(CAST) }));
    const region = view.container.querySelector<HTMLElement>('[role=region]')!;
    expect(region.getAttribute('aria-label')).to.equal('Recording of Alice(alice) → web-01(10.0.0.1)');
    // The first output shows before playing.
    const screen = await waitFor(() => region.querySelector('.ap-term-text'), 8000);
    await waitFor(() => screen.textContent?.includes('Welcome to the test host'));
    expect(screen.textContent).not.to.contain('load average');
    region.focus();
    const { sendKeys } = await import('@web/test-runner-commands');
    await sendKeys({ press: 'Space' });
    await waitFor(() => screen.textContent?.includes('load average: 0.42'), 6000);
    expect(region.getAttribute('aria-busy')).to.equal('false');
    await expectAccessible(view.container);
    await view.unmount();
  });

  describe('on the server', () => {
    const session = withServerSession('admin');

    const firstSession = async (query: string) =>
      (await http.get<{ results: Row[] }>(SESSIONS, { params: { limit: 1, ...Object.fromEntries(new URLSearchParams(query)) } })).results[0]!;

    const row = (root: ParentNode, id: string) => root.querySelector(`tbody tr[data-row-id="${id}"]`);

    /**
     * The element's view inside a host element, as on a page (its events come from that element),
     * showing the first running session the query finds. It keeps the page's one data cache, as on
     * a page: an action refreshes every list and detail of the sessions through it.
     */
    async function showRunning(query: string) {
      const host = document.createElement('div');
      document.body.append(host);
      const events: { type: string; detail: unknown; bubbles: boolean; composed: boolean }[] = [];
      for (const type of ['jms-session-open', 'jms-session-terminated'] satisfies (keyof JmsEventMap)[]) {
        host.addEventListener(type, (event) => events.push({ type, detail: (event as CustomEvent).detail, bubbles: event.bubbles, composed: event.composed }));
      }
      const view = await render(
        <HostContext.Provider value={host}>
          <SessionAudit presets={{}} />
        </HostContext.Provider>,
      );
      const running = await firstSession(`is_finished=0&${query}`);
      await waitFor(() => row(view.container, running.id), 8000);
      return {
        view,
        events,
        running,
        line: () => row(view.container, running.id),
        unmount: async () => (await view.unmount(), host.remove()),
      };
    }

    it('asks for the replay again while the server works it out, then loads the gzipped recording', async () => {
      // A session no one asked about yet: JumpServer's first answer only says it is working on it.
      const recorded = await firstSession('is_finished=1&has_replay=1&protocol=ssh&offset=4');
      let waits = 0;
      const answer = await findReplay(recorded.id, { wait: async () => void (waits += 1) });
      expect(waits).to.equal(1, 'asked again once, after the server said it was running');
      expect(answer).to.include({ type: 'asciicast', user: recorded['user'], asset: recorded['asset'] });
      const loaded = await loadRecording(recorded.id);
      expect(loaded.kind).to.equal('terminal');
      const [header, first] =
        loaded.kind === 'terminal'
          ? loaded.recording.cast
              .trim()
              .split('\n')
              .map((line) => JSON.parse(line))
          : [];
      expect(header).to.include({ version: 2 });
      expect(first[1]).to.equal('o');
      const online = await firstSession('is_finished=0');
      expect(await loadRecording(online.id)).to.deep.equal({ kind: 'none' });
      expect(session.feedback.flashes).to.deep.equal([]);
    });

    it('opens a session in the list’s place with jms-session-open (ids beside names), its commands with their risk level', async () => {
      const element = await showRunning('has_command=1&order=-command_amount');
      const { running } = element;
      await click(byText(element.line()!, 'button', String(running['user'])));
      const detail = {
        id: running.id,
        user: { id: running['user_id'], name: running['user'] },
        asset: { id: running['asset_id'], name: running['asset'] },
        account: running['account'],
        protocol: running['protocol'],
        isOnline: true,
      };
      expect(element.events).to.deep.equal([{ type: 'jms-session-open', detail, bubbles: true, composed: true }]);
      const dialog = await waitFor(() => element.view.container.querySelector('[part=detail]'));
      expect(element.view.container.querySelector('dialog'), 'no modal over the page').to.equal(null);
      await waitFor(() => byText(dialog, 'h2', `${running['user']} → ${running['asset']}`));
      await click(await waitFor(() => byText(dialog, '[role=tab]', 'Commands')));
      const commands = await waitFor(
        () => dialog.querySelectorAll('[role=tabpanel]:not([hidden]) tbody tr[data-row-id]').length === Math.min(Number(running['command_amount']), 15) && dialog,
      );
      const risks = [...commands.querySelectorAll('[role=tabpanel]:not([hidden]) tbody td span')].map((badge) => badge.textContent);
      expect(risks.length).to.be.greaterThan(0);
      expect(risks.every((risk) => ['Accept', 'Warning', 'Reject'].includes(risk ?? ''))).to.equal(true, risks.join());
      await expectAccessible(element.view.container);
      await click(byText(dialog, 'button', 'Back to the list'));
      await waitFor(() => !element.view.container.querySelector('[part=detail]') && element.line());
      await element.unmount();
    });

    it('pauses and resumes a running session from its row', async () => {
      const element = await showRunning('is_locked=0');
      await click(byText(element.line()!, 'button', 'Pause'));
      await waitFor(() => byText(element.line()!, 'button', 'Resume'));
      expect((await http.get<Row>(`${SESSIONS}${element.running.id}/`))['is_locked']).to.equal(true);
      await click(byText(element.line()!, 'button', 'Resume'));
      await waitFor(() => byText(element.line()!, 'button', 'Pause'));
      expect(session.feedback.flashes.map((flash) => flash.message)).to.deep.equal(['The session is being paused: its user can no longer type.', 'The session is being resumed.']);
      await element.unmount();
    });

    it('terminates a running session after asking, with jms-session-terminated; it leaves the online list', async () => {
      const element = await showRunning('');
      const { running } = element;
      await click(byText(element.line()!, 'button', 'Terminate'));
      await waitFor(() => !element.line());
      expect(session.feedback.questions).to.deep.equal([`Terminate the session of ${running['user']} on ${running['asset']}? The user is disconnected at once.`]);
      expect(element.events).to.deep.equal([{ type: 'jms-session-terminated', detail: { id: running.id }, bubbles: true, composed: true }]);
      expect((await http.get<Row>(`${SESSIONS}${running.id}/`))['is_finished']).to.equal(true);
      await element.unmount();
    });
  });
});
