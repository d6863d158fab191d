// The error bodies of JumpServer's exception handler (api-contract section 3):
// a string detail always comes with a `code`; validation errors are the raw DRF dict.

export class HttpError extends Error {
  /** @param {number} status @param {unknown} body @param {Record<string,string>} [headers] */
  constructor(status, body, headers = {}) {
    super(typeof body === 'object' && body && 'detail' in body ? String(body.detail) : `HTTP ${status}`);
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

const detail = (status, text, code, headers) => new HttpError(status, { detail: text, code }, headers);

export const notAuthenticated = () => detail(401, 'Authentication credentials were not provided.', 'not_authenticated', { 'WWW-Authenticate': 'Bearer realm="api"' });

export const permissionDenied = (text = 'You do not have permission to perform this action.') => detail(403, text, 'permission_denied');

export const notFound = (model) => (model ? detail(404, `${model} object does not exist.`, 'object_does_not_exist') : detail(404, 'Not found.', 'not_found'));

export const methodNotAllowed = (method) => detail(405, `Method "${method}" not allowed.`, 'method_not_allowed');

export const parseError = (text) => detail(400, text, 'parse_error');

export const unsupportedMediaType = (type) => detail(415, `Unsupported media type "${type}" in request.`, 'unsupported_media_type');

/** DRF ValidationError: `{field: [messages]}`, `non_field_errors`, or a list of those for bulk bodies. */
export const validationError = (errors) => new HttpError(400, errors);

/** The ad-hoc `{"error": "..."}` 400 bodies many JumpServer views return. */
export const badRequest = (text) => new HttpError(400, { error: text });

export const referencedByOthers = () => detail(400, 'Is referenced by other objects and cannot be deleted', 'referenced_by_others');

/** 412: the UserConfirmation permission wants a fresh identity check (detail is a dict, so no code wrapper). */
export const confirmRequired = (level) => new HttpError(412, { type: 'user_confirm_required', code: level, detail: 'This action require confirm current user' });
