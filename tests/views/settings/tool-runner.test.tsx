import { expect } from 'chai';
import { ToolRunner } from '../../../src/views/settings/tool-runner';
import { expectAccessible } from '../../helpers/axe';
import { render } from '../../helpers/render';
import { byText, click, typeInto, waitFor, withServerSession } from '../../blocks/helpers/signed-in';

const input = (root: HTMLElement, name: string) => root.querySelector<HTMLInputElement>(`[data-field="${name}"] input`)!;
const status = (root: HTMLElement) => root.querySelector('[role=status]')?.textContent;
const output = (root: HTMLElement) => root.querySelector('[role=log]')?.textContent ?? '';

describe('a system tool run from the page', () => {
  withServerSession('admin');

  it('asks for what it needs before running', async () => {
    const view = await render(<ToolRunner tool="ping" title="Ping" />);
    await click(byText(view.container, 'button', 'Test'));
    expect(view.container.querySelector('[data-field=dest_ips] [id$=-error]')?.textContent).to.equal('This field is required');
    expect(status(view.container)).to.equal('Fill in the fields, then run the test');
    expect(byText<HTMLButtonElement>(view.container, 'button', 'Stop')?.disabled).to.equal(true);
    await expectAccessible(view.container);
    await view.unmount();
  });

  it('streams the output of a telnet to this server’s own port, then says it finished', async () => {
    const view = await render(<ToolRunner tool="telnet" title="Telnet" />);
    expect(input(view.container, 'dest_port').value).to.equal('23');
    typeInto(input(view.container, 'dest_ips'), '127.0.0.1');
    typeInto(input(view.container, 'dest_port'), location.port);
    await click(byText(view.container, 'button', 'Test'));
    expect(status(view.container)).to.equal('Running…');
    await waitFor(() => status(view.container) === 'Finished', 8000);
    expect(output(view.container)).to.include(`Trying (127.0.0.1:${location.port})\nConnected to 127.0.0.1 ${location.port}`);
    expect(output(view.container)).to.include('127.0.0.1: ok');
    await expectAccessible(view.container);
    await view.unmount();
  }).timeout(12_000);

  it('stops a capture when asked, keeping what it showed', async () => {
    const view = await render(<ToolRunner tool="tcpdump" title="Tcpdump" />);
    await click(byText(view.container, 'button', 'Test'));
    await waitFor(() => output(view.container).includes('Destination port: [all]'));
    await click(byText(view.container, 'button', 'Stop'));
    expect(status(view.container)).to.equal('Stopped');
    expect(output(view.container)).to.match(/^\[Summary\] Tcpdump filter info: \nInterface: \[/);
    expect(byText<HTMLButtonElement>(view.container, 'button', 'Stop')?.disabled).to.equal(true);
    await view.unmount();
  });
});
