// The page's code is type-checked against the engine's own types (www/js/engine-types.d.ts,
// written from the Rust types): a field renamed in a view must fail `tsc`, not the page at run
// time. This copies the page's code with one of Beck's view fields renamed in the declarations
// and expects the check to fail where the page reads it, and nowhere else: every other line of
// the copy type-checks (the test command's own `tsc` step checks the page as it is).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = new URL('../..', import.meta.url).pathname;
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');

/** Runs the page's type check on a copy of www/js whose declarations `edit` changes. */
function typecheck(edit) {
  const dir = mkdtempSync(join(tmpdir(), 'engine-types-'));
  try {
    cpSync(join(ROOT, 'www/js'), join(dir, 'www/js'), { recursive: true });
    const config = JSON.parse(readFileSync(join(ROOT, 'tsconfig.json'), 'utf8').replace(/^\s*\/\/.*$/gm, ''));
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(config));
    const declarations = join(dir, 'www/js/engine-types.d.ts');
    writeFileSync(declarations, edit(readFileSync(declarations, 'utf8')));
    execFileSync(process.execPath, [TSC, '-p', dir, '--noEmit'], { encoding: 'utf8', stdio: 'pipe' });
    return '';
  } catch (e) {
    return `${e.stdout ?? ''}${e.stderr ?? ''}` || String(e);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('a view field renamed in the engine fails the type check where the page reads it', () => {
  const renamed = (text) => {
    assert.match(text, /holding_from: Source \| null/, "BeckView's holding_from is in the declarations");
    return text.replace('holding_from: Source | null', 'held_from: Source | null');
  };
  const errors = typecheck(renamed).split('\n').filter((line) => /error TS\d+/.test(line));
  assert.ok(errors.length > 0, 'the renamed field fails the check');
  // One run of tsc stands for two: an error anywhere but at the renamed field fails here too.
  for (const line of errors) {
    assert.match(line, /games\/beck\.js\(\d+,\d+\): error TS2339: Property 'holding_from' does not exist on type 'BeckView'/);
  }
});
