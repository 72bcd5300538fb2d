// The page contract: every game's page code (www/js/games/<id>.js) has the exports the page reads,
// with the right types. The list is the GamePage interface in www/js/types.d.ts (typed with each
// game's own engine shapes, which the type check holds the page code to), read from there, so the
// contract is written down once. No browser: the modules only touch the DOM when their functions
// are called.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CATALOG } from '../../www/js/catalog.js';

const JS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'www', 'js');
const GAMES = path.join(JS, 'games');

/**
 * The interface's members: [{name, type, optional}], a method's type 'function', a property's
 * as written (`name?: type;`).
 */
function contract() {
  const text = readFileSync(path.join(JS, 'types.d.ts'), 'utf8');
  const body = text.slice(text.indexOf('export interface GamePage'));
  const props = [];
  for (const m of body.slice(0, body.indexOf('\n}')).matchAll(/^ {2}(\w+)(\??)(\(|: ([^;]+);)/gm)) {
    props.push({ name: m[1], optional: m[2] === '?', type: m[3] === '(' ? 'function' : m[4] });
  }
  return props;
}

/** Whether `value` has the contract's type `type` (the few it uses; `G` is the game's id). */
function hasType(value, type) {
  if (type === 'function') return typeof value === 'function';
  if (type === 'string[]') return Array.isArray(value) && value.every((v) => typeof v === 'string');
  if (type === 'string' || type === 'G') return typeof value === 'string';
  if (type.startsWith('typeof import(')) return value !== null && typeof value === 'object';
  throw new Error(`the contract names a type this test does not know: ${type}`);
}

const FIELDS = ['rounds', 'teams', 'pro_golfers', 'course'];
// What the engine decides and the page must not restate (GameSession.winners(), the catalog, to_move).
const RULE_FACTS = ['winners', 'winnersOf', 'privacy', 'simultaneous', 'breaks'];
// Exports a setup field needs (setup.js and params.js read them when the field is shown).
const NEEDS = { teams: ['teamChoices', 'teamsFor'], course: ['courses', 'clubSetups', 'modePlayers'] };

const props = contract();
const games = CATALOG.map((g) => g.id);

test('the page contract is written down in types.d.ts', () => {
  const required = props.filter((p) => !p.optional).map((p) => p.name);
  for (const name of ['id', 'config', 'narrate', 'status', 'sheet', 'finalText']) {
    assert.ok(required.includes(name), `${name} is a required export`);
  }
  for (const name of ['modePlayers', 'seatFields']) {
    assert.ok(props.some((p) => p.name === name && p.optional), `${name} is an optional hook`);
  }
  // Rule facts belong to the engine: who wins, which choices are secret, who moves together,
  // where the table pauses (the view's `pause`).
  for (const name of RULE_FACTS) assert.ok(!props.some((p) => p.name === name), `the contract has no ${name}`);
  for (const p of props) hasType(undefined, p.type); // every type is one this test checks
});

for (const id of games) {
  test(`${id}: its page code keeps the page contract`, async () => {
    const mod = await import(pathToFileURL(path.join(GAMES, `${id}.js`)).href);
    for (const p of props) {
      if (!(p.name in mod)) {
        assert.ok(p.optional, `${id}.js exports no ${p.name}`);
        continue;
      }
      assert.ok(hasType(mod[p.name], p.type), `${id}.js: ${p.name} is not a ${p.type}`);
    }
    for (const name of RULE_FACTS) assert.ok(!(name in mod), `${id}.js restates the engine's ${name}`);
    assert.equal(mod.id, id);
    assert.ok(mod.modes.length > 0, `${id}.js has a default mode`);
    for (const field of mod.setupFields) {
      assert.ok(FIELDS.includes(field), `${id}.js: unknown setup field ${field}`);
      for (const name of NEEDS[field] ?? []) assert.ok(name in mod, `${id}.js uses ${field}, so it exports ${name}`);
    }
  });
}
