import { ensureBuilt } from './build';

/** Playwright globalSetup: build the UI and node bundles once before any file starts a server. */
export default async function globalSetup(): Promise<void> {
  ensureBuilt();
}
