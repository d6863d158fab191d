import { startElementRequests } from './element-requests';

// Every element's define module imports this first, so it runs before the
// runtime evaluates; where there is no DOM (server-side rendering) it does nothing.
if (typeof document !== 'undefined') startElementRequests();
