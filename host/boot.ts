import { startFirstRequests } from '../src/core/boot/first-requests';

// The host page's first module: no React, evaluated while the rest downloads.
startFirstRequests();
