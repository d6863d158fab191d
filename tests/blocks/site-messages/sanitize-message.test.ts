import { expect } from 'chai';
import { sanitizeMessage } from '../../../src/blocks/site-messages/sanitize-message';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const requested = (name: string) => performance.getEntriesByType('resource').filter((entry) => entry.name.includes(name));
const hostile = () => window as unknown as { __ran?: boolean };

/** Shown as the detail dialog shows it: the sanitized HTML in the live page. */
function show(text: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = sanitizeMessage(text);
  document.body.append(element);
  return element;
}

describe('a site message made safe to show', () => {
  const violations: string[] = [];
  const record = (event: SecurityPolicyViolationEvent) => violations.push(`${event.violatedDirective} ${event.blockedURI}`);
  const shown: HTMLElement[] = [];
  // The console's policy forbids inline handlers and styles; here it is in force too, so parsing that trips it is seen.
  before(() => {
    const policy = document.createElement('meta');
    policy.httpEquiv = 'Content-Security-Policy';
    policy.content = "script-src-attr 'none'; style-src-attr 'none'";
    document.head.append(policy);
    document.addEventListener('securitypolicyviolation', record);
  });
  after(() => document.removeEventListener('securitypolicyviolation', record));
  beforeEach(() => {
    violations.length = 0;
    delete hostile().__ran;
  });
  afterEach(() => {
    for (const element of shown.splice(0)) element.remove();
  });

  // The canary: the policy is in force and its reports reach `violations`, so the "no report" below means something. It
  // trips the policy in the live page, which every Chromium reports; whether a handler merely parsed into a document
  // that never renders is reported too differs between builds (156 does, 150 does not), so nothing here rests on it.
  it('is tested under a policy in force: an inline handler and style in the live page are blocked and reported', async () => {
    const element = document.createElement('b');
    element.setAttribute('onclick', 'window.__ran = true');
    element.setAttribute('style', 'color: red');
    document.body.append(element);
    shown.push(element);
    element.click();
    while (violations.length < 2) await pause(10);
    expect([...violations].sort()).to.deep.equal(['script-src-attr inline', 'style-src-attr inline']);
    expect(hostile().__ran).to.equal(undefined);
    expect(getComputedStyle(element).color).to.not.equal('rgb(255, 0, 0)');
  });

  it('renders Markdown: bold, and links that open apart from the console, to http(s) and mailto only', () => {
    const element = show('**Approved** by [Approver](https://jumpserver.example/ui/#/tickets/1), see [the ticket](/ui/#/tickets/2) or <mailto:ops@example.com>');
    shown.push(element);
    expect(element.querySelector('strong')?.textContent).to.equal('Approved');
    const links = [...element.querySelectorAll('a')].map((link) => [link.getAttribute('href'), link.target, link.rel]);
    expect(links).to.deep.equal([
      ['https://jumpserver.example/ui/#/tickets/1', '_blank', 'noopener noreferrer'],
      ['/ui/#/tickets/2', '_blank', 'noopener noreferrer'],
      ['mailto:ops@example.com', '_blank', 'noopener noreferrer'],
    ]);
  });

  it('neutralises javascript: and other schemes: the link text stays, the link goes', () => {
    const html = sanitizeMessage('[click](javascript:alert(1)) <a href="JaVaScRiPt&colon;alert(2)">two</a> <a href="data:text/html,x">three</a> <a href="vbscript:x">four</a>');
    expect(html).to.equal('<p><a>click</a> <a>two</a> <a>three</a> <a>four</a></p>');
  });

  it('an <img src=x onerror> neither requests, nor runs, nor reports a violation, parsed or shown', async () => {
    const probe = `probe-${Date.now().toString(36)}`;
    const element = show(`Look <img src="${probe}" alt="a chart" onerror="window.__ran = true"> and <IMG SRC=${probe}-2 ONERROR=window.__ran=true>`);
    shown.push(element);
    await pause(300);
    expect(element.innerHTML).to.equal('<p>Look a chart and </p>');
    expect(requested(probe)).to.deep.equal([]);
    expect(hostile().__ran).to.equal(undefined);
    expect(violations).to.deep.equal([]);
  });

  it('keeps an image carried in the message itself, and replaces remote ones by their text', async () => {
    const pixel = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    const element = show(`![dot](${pixel}) ![logo](https://tracker.example/pixel.gif) <img src="/core/auth/logout/" alt="">`);
    shown.push(element);
    await pause(100);
    expect([...element.querySelectorAll('img')].map((image) => image.getAttribute('src'))).to.deep.equal([pixel]);
    expect(element.textContent).to.equal(' logo ');
    expect(requested('tracker.example').length + requested('/core/auth/logout/').length).to.equal(0);
  });

  it('drops scripts, styles, handlers and forms from HTML messages without a report, whatever their spelling', async () => {
    const element = show(
      '<p style="color:red" class="x">Hi <b onclick="window.__ran = true">there</b><script>window.__ran = true</script><style>p { color: red }</style></p>' +
        '<svg><style>x{}</style><image href="x" onload="window.__ran = true"/></svg><form><input value="secret"></form>' +
        '<p><img/src="x"/onerror=window.__ran=true><a href="#" onmouseover=\'window.__ran = true\'>ok</a><img src="x" "onerror="y"></p><!-- <b onclick=z> -->',
    );
    shown.push(element);
    await pause(200);
    expect(element.innerHTML).to.equal('<p>Hi <b>there</b></p><p><a href="#" target="_blank" rel="noopener noreferrer">ok</a>&lt;img src="x" "onerror="y"&gt;</p>');
    expect(hostile().__ran).to.equal(undefined);
    expect(violations).to.deep.equal([]);
  });
});
