// /static/ images the INTERFACE settings point at, the login form's encryption script, and placeholder pages for
// the components this backend does not run (Luna, KoKo).
import { readFileSync } from 'node:fs';
import { html, reply } from '../http/reply.mjs';

/** The login form's password encryption, served as JumpServer serves its own static script. */
const SESSION_ENCRYPT = readFileSync(new URL('../static/session-encrypt.js', import.meta.url), 'utf8');

const mark = (fill) =>
  `<path d="M32 4 6 16v16c0 14 11 25 26 28 15-3 26-14 26-28V16Z" fill="${fill}"/><path d="M22 33l7 7 14-15" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;

const svg = (width, body) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 64" width="${width}" height="64">${body}</svg>`;
// textLength keeps the word inside the box whatever font the browser picks.
const wordmark = (color) =>
  `<text x="72" y="42" font-family="system-ui, sans-serif" font-size="28" font-weight="600" textLength="160" lengthAdjust="spacingAndGlyphs" fill="${color}">JumpServer</text>`;

const IMAGES = {
  'logo.svg': svg(64, mark('#1ab394')),
  'logo_white.svg': svg(64, mark('#ffffff').replace('stroke="#fff"', 'stroke="#1ab394"')),
  'logo_text_white.svg': svg(240, mark('#ffffff').replace('stroke="#fff"', 'stroke="#1ab394"') + wordmark('#ffffff')),
  'facio.svg': svg(64, mark('#1ab394')),
  'login_image.svg': svg(240, `<rect width="240" height="64" fill="#1ab394"/>${wordmark('#ffffff')}`),
};

function placeholder(component) {
  return html(`<!doctype html><html><head><meta charset="utf-8"><title>${component}</title></head>
<body style="font: 14px system-ui, sans-serif; margin: 10vh auto; max-width: 520px; color: #333">
<h1>${component}</h1>
<p>This is the JumpServer-compatible development backend: ${component} is not part of it.
Run the console against a real JumpServer (<code>npm start -- --backend https://jumpserver.example</code>) to use it.</p>
</body></html>`);
}

/** @param {ReturnType<import('../http/router.mjs').createRouter>} router */
export function registerStaticRoutes(router) {
  /** @type {import('../http/router.mjs').RouteOptions} */
  const anonymous = { auth: 'anonymous', name: 'Static' };
  router.add(
    'GET',
    '/static/img/:file',
    (ctx) => {
      const image = IMAGES[ctx.params.file];
      if (!image) return reply(404, 'Not found', { 'Content-Type': 'text/plain; charset=utf-8' });
      return reply(200, image, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' });
    },
    anonymous,
  );
  router.add(
    'GET',
    '/static/js/session-encrypt.js',
    () => reply(200, SESSION_ENCRYPT, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }),
    anonymous,
  );
  router.add('GET', '/luna/', () => placeholder('Luna (web terminal)'), anonymous);
  router.add('GET', '/koko/elfinder/sftp/', () => placeholder('KoKo file manager'), anonymous);
}
