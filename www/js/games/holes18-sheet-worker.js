// @ts-check
// 18 Holes course sheets off the page's thread: plays the bot games a few at a time with the
// course tools module (18 Holes' engine and its tools) and reports after each step, so the
// setup screen stays responsive and the page can stop the run (by ending this worker) at once.
/** @import { EngineModule } from '../types' */
const STEP = 4;

self.onmessage = async (ev) => {
  const { config, games, seed } = ev.data;
  try {
    const dir = new URL('../../pkg/holes18-tools/', import.meta.url);
    const engine = /** @type {EngineModule} */ (await import(new URL('clubhouse.js', dir).href));
    await engine.default({ module_or_path: new URL('clubhouse_bg.wasm', dir) });
    const run = new engine.CourseSheetRun(JSON.stringify(config), games, seed);
    const total = run.total();
    for (let done = 0; done < total;) {
      done = run.step(STEP);
      self.postMessage({ done, total });
    }
    self.postMessage({ done: total, total, sheet: JSON.parse(run.sheet()) });
    run.free();
  } catch (e) {
    self.postMessage({ error: { code: e?.code ?? 'unknown', message: String(e?.message ?? e), args: e?.args } });
  }
};
