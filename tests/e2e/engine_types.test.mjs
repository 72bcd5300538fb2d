// The page's code is type-checked against the engine's own types (www/js/engine-types.d.ts,
// written from the Rust types): a field renamed in a view must fail `tsc`, not the page at run
// time. This copies the page's code with one of Beck's view fields renamed in the declarations
// and expects the check to fail where the page reads it (and to pass on the copy as it is).
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

test('the page type-checks against the engine types as they are', () => {
  assert.equal(typecheck((text) => text), '');
});

test('a view field renamed in the engine fails the type check where the page reads it', () => {
  const renamed = (text) => {
    assert.match(text, /holding_from: Source \| null/, "BeckView's holding_from is in the declarations");
    return text.replace('holding_from: Source | null', 'held_from: Source | null');
  };
  const errors = typecheck(renamed);
  assert.match(errors, /games\/beck\.js\(\d+,\d+\): error TS2339: Property 'holding_from' does not exist on type 'BeckView'/);
});
