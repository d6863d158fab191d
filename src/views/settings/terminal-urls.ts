/** The components' API: the registered components, where they store recordings and commands, and the addresses users reach them at. */
export const TERMINALS_URL = '/api/v1/terminal/terminals/';
export const REPLAY_STORAGES_URL = '/api/v1/terminal/replay-storages/';
export const COMMAND_STORAGES_URL = '/api/v1/terminal/command-storages/';
export const ENDPOINTS_URL = '/api/v1/terminal/endpoints/';
export const ENDPOINT_RULES_URL = '/api/v1/terminal/endpoint-rules/';

/** Endpoint.default_id: used where no rule matches; its host is the browser's, and it cannot be deleted. */
export const DEFAULT_ENDPOINT_ID = '00000000-0000-0000-0000-000000000001';

/** A storage's connection test: `{is_valid, msg}`. */
export const testConnectiveUrl = (listUrl: string, id: string) => `${listUrl}${encodeURIComponent(id)}/test-connective/`;
