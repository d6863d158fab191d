import { expect } from 'chai';
import { markdownToHtml } from '../../src/core/markdown';

describe('Markdown as JumpServer writes it into site messages', () => {
  it('renders emphasis, code, strikethrough and links inside a line', () => {
    expect(markdownToHtml('Account push **Push root** finished: *18* ok, ~~2~~ failed, see `log.txt` or [the ticket](/ui/#/tickets/1 "Ticket").')).to.equal(
      '<p>Account push <strong>Push root</strong> finished: <em>18</em> ok, <del>2</del> failed, see <code>log.txt</code> or <a href="/ui/#/tickets/1" title="Ticket">the ticket</a>.</p>',
    );
  });

  it('keeps the single line breaks the server joins paragraphs with', () => {
    expect(markdownToHtml('Hello admin,\nYour ticket was approved.\n\nThanks')).to.equal('<p>Hello admin,<br>\nYour ticket was approved.</p>\n<p>Thanks</p>');
  });

  it('reads headings, rules, quotes, fenced code, bullet and numbered lists, nested ones too', () => {
    const html = markdownToHtml(
      ['# Title', 'Intro', '* one', '* two', '  - inner', '3. third', '4. fourth', '---', '> quoted **line**', '```', '<b>not bold</b>', '```'].join('\n'),
    );
    expect(html).to.equal(
      [
        '<h1>Title</h1>',
        '<p>Intro</p>',
        '<ul>\n<li>one</li>\n<li>two\n<ul>\n<li>inner</li>\n</ul></li>\n</ul>',
        '<ol start="3">\n<li>third</li>\n<li>fourth</li>\n</ol>',
        '<hr>',
        '<blockquote><p>quoted <strong>line</strong></p></blockquote>',
        '<pre><code>&lt;b&gt;not bold&lt;/b&gt;</code></pre>',
      ].join('\n'),
    );
  });

  it('reads a pipe table', () => {
    expect(markdownToHtml('| Asset | Result |\n| --- | :---: |\n| web-01 | **ok** |')).to.equal(
      '<table>\n<thead><tr><th>Asset</th><th>Result</th></tr></thead>\n<tbody><tr><td>web-01</td><td><strong>ok</strong></td></tr></tbody>\n</table>',
    );
  });

  it('links bare and angle-bracketed URLs, but not twice inside an HTML link', () => {
    expect(markdownToHtml('Go to https://jumpserver.example/ui/. Mail <mailto:ops@example.com>')).to.equal(
      '<p>Go to <a href="https://jumpserver.example/ui/">https://jumpserver.example/ui/</a>. Mail <a href="mailto:ops@example.com">ops@example.com</a></p>',
    );
    expect(markdownToHtml('See <a href="https://a.example/">https://a.example/</a>')).to.equal('<p>See <a href="https://a.example/">https://a.example/</a></p>');
  });

  it('passes HTML through, as a block or inside a paragraph, and leaves snake_case and escaped characters alone', () => {
    expect(markdownToHtml('<div>\n  <p>From an older server</p>\n</div>')).to.equal('<div>\n  <p>From an older server</p>\n</div>');
    expect(markdownToHtml('<b>Note</b>: run_job_now \\*now\\* 2 * 3 < 4')).to.equal('<p><b>Note</b>: run_job_now *now* 2 * 3 &lt; 4</p>');
  });
});
