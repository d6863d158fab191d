import { startFirstRequests } from '../src/core/boot/first-requests';
import { installModulePreload } from '../src/core/module-preload';

// The host page's first module: no React, evaluated while the rest downloads.
startFirstRequests();
// Only the host page carries the chunk graph the preloader reads: an element elsewhere does without it.
installModulePreload();
