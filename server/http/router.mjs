// A segment trie: literal segments win over `:param` ones, so `/nodes/children/`
// is not taken for the detail route `/nodes/:id/`. Trailing slashes are part of
// the pattern, as with Django's path(): `/users/users` and `/users/users/` differ.

/**
 * @typedef {object} RouteOptions
 * @property {'user'|'anonymous'} [auth] who may call it; default an authenticated user
 * @property {string|string[]|null|((ctx: any) => string|string[]|null)} [perm] codenames needed (all of them); null = none
 * @property {string} [name] the view name OPTIONS reports
 * @property {'relogin'|'password'|'mfa'} [confirm] the 412 confirmation the call needs
 * @property {string} [org] the organization the route is served in, whatever the request names
 * @property {boolean} [session] it keeps state in the browser session: a token or access-key client is refused (400)
 * @typedef {{method: string, pattern: string, handler: Function} & RouteOptions} Route
 */

function createNode() {
  return { literals: new Map(), param: null, paramName: '', methods: new Map() };
}

export function createRouter() {
  const root = createNode();

  /** @param {string} method @param {string} pattern @param {Function} handler @param {RouteOptions} [options] */
  function add(method, pattern, handler, options = {}) {
    let node = root;
    for (const segment of pattern.split('/').slice(1)) {
      if (segment.startsWith(':')) {
        // One name per position: another would silently rename the parameter of the routes already there.
        if (node.param && node.paramName !== segment.slice(1)) throw new Error(`Route ${pattern} names :${segment.slice(1)} where others name :${node.paramName}`);
        node.param ??= createNode();
        node.paramName = segment.slice(1);
        node = node.param;
      } else {
        if (!node.literals.has(segment)) node.literals.set(segment, createNode());
        node = node.literals.get(segment);
      }
    }
    if (node.methods.has(method)) throw new Error(`Route defined twice: ${method} ${pattern}`);
    node.methods.set(method, { method, pattern, handler, ...options });
  }

  /** Finds the node for a path; literal matches are tried before the parameter branch. */
  function find(segments, index, node, params) {
    if (index === segments.length) return node.methods.size ? { node, params } : null;
    const segment = segments[index];
    const literal = node.literals.get(segment);
    if (literal) {
      const found = find(segments, index + 1, literal, params);
      if (found) return found;
    }
    if (node.param && segment !== '') {
      let value;
      try {
        value = decodeURIComponent(segment);
      } catch {
        return null;
      }
      const found = find(segments, index + 1, node.param, { ...params, [node.paramName]: value });
      if (found) return found;
    }
    return null;
  }

  /**
   * @param {string} method @param {string} pathname
   * @returns {{route: Route, params: Record<string,string>} | {allowed: string[], params: Record<string,string>} | null}
   */
  function match(method, pathname) {
    const found = find(pathname.split('/').slice(1), 0, root, {});
    if (!found) return null;
    const route = found.node.methods.get(method) ?? (method === 'HEAD' ? found.node.methods.get('GET') : undefined);
    if (route) return { route, params: found.params };
    return { allowed: [...found.node.methods.keys()], params: found.params };
  }

  return { add, match };
}
