// The page contract: every game's page code (www/js/games/<id>.js) has the exports the page reads,
// with the right types. The list is the GamePage typedef in www/js/games/common.js, read from
// there, so the contract is written down once. No browser: the modules only touch the DOM when
// their functions are called.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CATALOG } from '../../www/js/catalog.js';

const GAMES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'www', 'js', 'games');

/** The typedef's properties: [{name, type, optional}] from `@property {type} name` or `[name]`. */
function contract() {
  const text = readFileSync(path.join(GAMES, 'common.js'), 'utf8');
  const doc = text.slice(text.indexOf('@typedef {object} GamePage'));
  const props = [];
  for (const m of doc.slice(0, doc.indexOf('*/')).matchAll(/@property \{([^}]+)\} (\[?)(\w+)\]?/g)) {
    props.push({ type: m[1], optional: m[2] === '[', name: m[3] });
  }
  return props;
}

/** Whether `value` has JSDoc type `type` (the few the contract uses). */
function hasType(value, type) {
  if (type.startsWith('function')) return typeof value === 'function';
  if (type === 'string[]') return Array.isArray(value) && value.every((v) => typeof v === 'string');
  if (type === 'string' || type === 'boolean') return typeof value === type;
  if (type === 'object') return value !== null && typeof value === 'object';
  throw new Error(`the contract names a type this test does not know: ${type}`);
}

const FIELDS = ['rounds', 'teams', 'pro_golfers', 'course'];
// What the engine decides and the page must not restate (GameSession.winners(), the catalog, to_move).
const RULE_FACTS = ['winners', 'winnersOf', 'privacy', 'simultaneous', 'breaks'];
// Exports a setup field needs (setup.js and params.js read them when the field is shown).
const NEEDS = { teams: ['teamChoices', 'teamsFor'], course: ['courses', 'clubSetups', 'modePlayers'] };

const props = contract();
const games = CATALOG.map((g) => g.id);

test('the page contract is written down in games/common.js', () => {
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
