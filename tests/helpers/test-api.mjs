// A small real HTTP API for the HTTP core's tests, served by web-test-runner's
// own server (same origin as the tests): every status of the error catalogue,
// an echo of the request, a slow answer, a dropped connection, the 412 flow.
const confirmations = new Map();
const hits = new Map();

function json(ctx, status, body, headers = {}) {
  ctx.status = status;
  for (const [name, value] of Object.entries(headers)) ctx.set(name, value);
  if (body !== undefined) {
    ctx.type = 'application/json';
    ctx.body = JSON.stringify(body);
  } else {
    ctx.body = '';
  }
}

async function readBody(request) {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
}

export function testApi() {
  return async function testApiMiddleware(ctx, next) {
    const url = new URL(ctx.url, 'http://test.local');
    if (!url.pathname.startsWith('/__test/')) return next();
    const path = url.pathname.slice('/__test/'.length);

    // /__test/status/<code>?body=<json> answers that status with that body.
    const status = /^status\/(\d{3})\/?$/.exec(path);
    if (status) {
      const body = url.searchParams.has('body') ? JSON.parse(url.searchParams.get('body')) : undefined;
      return json(ctx, Number(status[1]), body);
    }
    // /__test/page/<code>/ answers that status with a web page, as a proxy or a sign-in portal does.
    const page = /^page\/(\d{3})\/?$/.exec(path);
    if (page) {
      ctx.status = Number(page[1]);
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = `<html><head><title>${page[1]}</title></head><body><h1>${page[1]} from the proxy</h1><hr>nginx</body></html>`;
      return undefined;
    }
    if (path === 'echo/') {
      const body = await readBody(ctx.req);
      return json(ctx, 200, { method: ctx.method, url: ctx.url, headers: ctx.headers, body });
    }
    if (path === 'slow/') {
      await new Promise((done) => setTimeout(done, Number(url.searchParams.get('ms') ?? 1000)));
      return json(ctx, 200, { slow: true });
    }
    if (path === 'drop/') {
      ctx.req.socket.destroy();
      ctx.respond = false;
      return;
    }
    if (path === 'sql/') return json(ctx, 200, { ok: true }, { 'X-JMS-SQL-COUNT': url.searchParams.get('count') ?? '0' });
    if (path === 'list-array/') return json(ctx, 200, [{ id: 1 }, { id: 2 }, { id: 3 }]);
    if (path === 'list-paged/') {
      return json(ctx, 200, { count: 42, next: 'http://test.local/__test/list-paged/?offset=15', previous: null, results: [{ id: 1 }] });
    }

    // /__test/counted/<key>/?status=N answers N and counts; /__test/counted/<key>/count/ tells the count.
    const counted = /^counted\/([\w-]+)\/(count\/)?$/.exec(path);
    if (counted) {
      const [, key, count] = counted;
      if (count) return json(ctx, 200, { hits: hits.get(key) ?? 0 });
      hits.set(key, (hits.get(key) ?? 0) + 1);
      return json(ctx, Number(url.searchParams.get('status') ?? 200), { detail: 'counted' });
    }

    // /__test/confirm/<key>/: 412 until /__test/confirm/<key>/ok/ is posted; counts attempts.
    const confirm = /^confirm\/([\w-]+)\/(ok\/|count\/)?$/.exec(path);
    if (confirm) {
      const [, key, action] = confirm;
      const state = confirmations.get(key) ?? { confirmed: false, attempts: 0 };
      confirmations.set(key, state);
      if (action === 'ok/') {
        state.confirmed = true;
        return json(ctx, 200, 'ok');
      }
      if (action === 'count/') return json(ctx, 200, { attempts: state.attempts });
      state.attempts += 1;
      const body = await readBody(ctx.req);
      if (state.confirmed) return json(ctx, 200, { done: true, body });
      return json(ctx, 412, { type: 'user_confirm_required', code: url.searchParams.get('code') ?? 'mfa', detail: 'This action require confirm current user' });
    }
    return json(ctx, 404, { detail: 'Not found.', code: 'not_found' });
  };
}
