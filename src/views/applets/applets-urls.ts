/** The remote applications endpoints (terminal app). */
export const APPLETS_URL = '/api/v1/terminal/applets/';
export const APPLET_HOSTS_URL = '/api/v1/terminal/applet-hosts/';
export const PUBLICATIONS_URL = '/api/v1/terminal/applet-publications/';
export const DEPLOYMENTS_URL = '/api/v1/terminal/applet-host-deployments/';
