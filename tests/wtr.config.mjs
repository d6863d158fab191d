// Unit and component tests in real Chromium (Debian's), each test file bundled
// by esbuild, beside a small test API and the project's own backend.
import { playwrightLauncher } from '@web/test-runner-playwright';
import { fileURLToPath } from 'node:url';
import { startTestBackend } from './helpers/backend-middleware.mjs';
import { bundlePlugin } from './helpers/bundle-plugin.mjs';
import { CHROMIUM_ARGS, findChromium } from './helpers/chromium.mjs';
import { testApi } from './helpers/test-api.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const backend = await startTestBackend(root);

export default {
  rootDir: root,
  files: process.env.WTR_FILES ? process.env.WTR_FILES.split(',') : ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
  nodeResolve: false,
  concurrency: 1,
  testFramework: { config: { timeout: 10_000 } },
  testsFinishTimeout: 10 * 60_000,
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    }),
  ],
  middleware: [testApi(), ...(backend ? [backend.middleware] : [])],
  plugins: [bundlePlugin({ root }), ...(backend ? [backend.plugin] : [])],
};
