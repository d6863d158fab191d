// Mounts the project's own backend on web-test-runner's server, so component
// tests talk to the real thing on their own origin (cookies and CSRF included).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function startTestBackend(root) {
  const entry = join(root, 'server', 'index.mjs');
  if (!existsSync(entry)) return null;
  const dataDir = mkdtempSync(join(tmpdir(), 'jms-wtr-'));
  const { createBackend } = await import(entry);
  const backend = await createBackend({ dataDir, seedSize: 'demo' });
  return {
    backend,
    middleware: async (ctx, next) => {
      if (backend.handle(ctx.req, ctx.res)) {
        ctx.respond = false;
        return;
      }
      return next();
    },
    plugin: {
      name: 'jms-backend-websockets',
      serverStart({ server }) {
        server?.on('upgrade', (request, socket, head) => {
          if (request.url?.startsWith('/ws/')) backend.upgrade(request, socket, head);
        });
      },
      async serverStop() {
        await backend.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    },
  };
}
