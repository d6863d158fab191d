// The production build served with the project's backend, on a free port with
// its own data directory (seeded once per seed size and reused between runs).
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startConsoleServer } from '../../host/server.mjs';

const DATA = fileURLToPath(new URL('../tmp/', import.meta.url));

/** The backend's data directory for a seed size (its media files under `media/`). */
export const stackDataDir = (seedSize) => join(DATA, seedSize);

export async function startStack({ seedSize = 'demo' } = {}) {
  const dataDir = stackDataDir(seedSize);
  if (!existsSync(dataDir)) mkdirSync(dataDir, { recursive: true });
  return startConsoleServer({ port: 0, backendOptions: { dataDir, seedSize } });
}
