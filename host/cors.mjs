// Cross-origin access for pages of other origins that embed the elements with
// `base-url` (`--allow-origin`): exactly the origins named, credentials
// allowed, the headers the console sends, and the preflight answered here.

/** What the console's requests carry (src/core/http/client.ts). */
const REQUEST_HEADERS = ['Authorization', 'Content-Type', 'X-CSRFToken', 'X-JMS-ORG', 'X-TZ', 'Accept-Language'];
/** What the console reads from answers: the SQL count of debug servers, a download's file name. */
const EXPOSED_HEADERS = ['X-JMS-SQL-COUNT', 'Content-Disposition'];
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const PREFLIGHT_CACHE_SECONDS = 600;

/** `https://portal.example.com/` → `https://portal.example.com`; throws on anything that is not an http(s) origin. */
export function parseOrigin(value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`not an origin: "${value}"`);
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) {
    throw new Error(`not an origin (scheme://host[:port]): "${value}"`);
  }
  return url.origin;
}

/** @param {readonly string[]} origins already parsed with parseOrigin */
export function createCors(origins) {
  const allowed = new Set(origins);
  return {
    /** Lets one more origin in, once it exists (the example pages' second origin, after its server listens). */
    allow(origin) {
      allowed.add(origin);
    },
    /**
     * Adds the CORS headers an allowed origin gets; answers its preflight.
     * @returns {boolean} whether the request was answered
     */
    handle(request, response) {
      if (!allowed.size) return false;
      response.setHeader('Vary', 'Origin');
      const origin = request.headers.origin;
      if (!origin || !allowed.has(origin)) return false;
      response.setHeader('Access-Control-Allow-Origin', origin);
      response.setHeader('Access-Control-Allow-Credentials', 'true');
      response.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS.join(', '));
      if (request.method !== 'OPTIONS' || !request.headers['access-control-request-method']) return false;
      response
        .writeHead(204, {
          'Access-Control-Allow-Methods': METHODS.join(', '),
          'Access-Control-Allow-Headers': REQUEST_HEADERS.join(', '),
          'Access-Control-Max-Age': String(PREFLIGHT_CACHE_SECONDS),
        })
        .end();
      return true;
    },
  };
}
