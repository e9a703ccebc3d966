import { DOCUMENT, Injectable, inject } from '@angular/core';
import { whenIdle } from '../util/when-idle';
import type * as Monaco from 'monaco-editor';

/** The Monaco API as the AMD build exposes it (0.55 moved `languages.json` to top-level `json`). */
export type MonacoApi = typeof Monaco;

/** Where the build copies node_modules/monaco-editor/min/vs (see the assets glob in project.json). */
export const MONACO_BASE = 'monaco/vs';

interface AmdRequire {
  (deps: string[], ok: (...mods: unknown[]) => void, fail?: (e: unknown) => void): void;
  config(c: object): void;
}

/** JSON Schema registrations shared by every editor (Monaco keeps one global JSON setting). */
interface SchemaEntry {
  readonly uri: string;
  readonly fileMatch: string[];
  readonly schema: object;
}

/** Loads Monaco once from the app's own assets with its AMD loader (no CDN, works offline). */
@Injectable({ providedIn: 'root' })
export class MonacoLoader {
  private readonly doc = inject(DOCUMENT);
  private loading: Promise<MonacoApi> | null = null;
  private readonly schemas = new Map<string, SchemaEntry>();

  /** Resolves with the Monaco API, loading it on first use. */
  load(): Promise<MonacoApi> {
    this.loading ??= this.inject();
    return this.loading;
  }

  /**
   * Starts loading Monaco once the browser is idle (a page that may soon show an editor calls it after its first
   * render), so opening the editor later does not wait for its 4 MB of script and its JSON language; never before
   * the page has drawn, and a failure here is left to the editor's own `load()` to report.
   */
  prefetch(): void {
    if (this.loading) return;
    const win = this.doc.defaultView;
    if (!win) return;
    // a throwaway JSON model makes Monaco fetch and run its JSON language (jsonMode, the LSP features) too
    const start = () =>
      void this.load().then(
        (m) => m.editor.createModel('{}', 'json').dispose(),
        () => (this.loading = null),
      );
    void whenIdle(2000, 200, win).then(start);
  }

  /** Validates models whose URI matches `modelUri` against `schema`. */
  async useSchema(modelUri: string, schemaUri: string, schema: object): Promise<void> {
    const monaco = await this.load();
    this.schemas.set(modelUri, { uri: schemaUri, fileMatch: [modelUri], schema });
    // the top-level `json` namespace; older builds kept it under `languages` (typed there as deprecated)
    const json: typeof monaco.json | undefined = Reflect.get(monaco, 'json') ?? Reflect.get(monaco.languages, 'json');
    json?.jsonDefaults.setDiagnosticsOptions({
      validate: true,
      allowComments: false,
      enableSchemaRequest: false,
      schemas: [...this.schemas.values()],
    });
  }

  private inject(): Promise<MonacoApi> {
    const win = this.doc.defaultView as (Window & { require?: AmdRequire; monaco?: MonacoApi }) | null;
    if (!win) return Promise.reject(new Error('Monaco needs a browser window'));
    if (win.monaco) return Promise.resolve(win.monaco);
    const base = new URL(MONACO_BASE, this.doc.baseURI).href;
    const css = this.doc.createElement('link');
    css.rel = 'stylesheet';
    css.href = `${base}/editor/editor.main.css`;
    this.doc.head.appendChild(css);
    return new Promise<MonacoApi>((resolve, reject) => {
      const script = this.doc.createElement('script');
      script.src = `${base}/loader.js`;
      script.onerror = () => reject(new Error(`Could not load the Monaco loader from ${script.src}`));
      script.onload = () => {
        const req = win.require;
        if (!req) return reject(new Error('The Monaco AMD loader did not define require()'));
        req.config({ paths: { vs: base } });
        req(
          ['vs/editor/editor.main'],
          (mod) => {
            const api = (win.monaco ?? mod) as MonacoApi;
            if (!api?.editor) reject(new Error('Monaco loaded without its editor API'));
            else resolve(api);
          },
          (e) => reject(e instanceof Error ? e : new Error(String(e))),
        );
      };
      this.doc.body.appendChild(script);
    });
  }
}
