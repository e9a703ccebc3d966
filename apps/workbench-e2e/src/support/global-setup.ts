import { ensureBuilt } from './build';

/** Jest globalSetup: build the UI and node bundles once before any suite starts a server. */
export default async function globalSetup(): Promise<void> {
  ensureBuilt();
}
