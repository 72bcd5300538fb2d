// 18 Holes' table is laid out by the page from the engine's table (holes18-table.js): through
// whole games with random bots, in the real module and the page's own code, every move the
// engine lists is on the screen (on the course, as a button or in a menu) and nothing else is;
// hits lie inside the scene (a phone's short panel and a 360x640 phone's table included),
// previews point at hits, and no two moves read alike. The draft's cards stay readable on a
// narrow panel, the words of buttons, tips and the players' lines are readable in both
// languages, and a pile's count never lies across its card's words.
import { test } from 'node:test';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { setup } from './helpers.mjs';

const GOLFERS = ['bunjil', 'dorian', 'iron_jane', 'lucky', 'slick_rikesh', 'slugger', 'swift', 'the_shark'];

/** Settings of the games played: every mode, every club setup, seat counts 1 to 5, and the golfers. */
function configs() {
  const out = [
    { course: 'starter', players: 2, clubs: 'starter', mode: 'match_play' },
    { course: 'lakeside-nine', players: 3, clubs: 'draft', mode: 'match_play' },
    { course: 'starter', players: 5, clubs: 'draft', mode: 'match_play' },
    { course: 'starter', players: 1, clubs: 'draft', mode: 'match_play' },
    { course: 'starter', players: 2, clubs: 'starter', mode: 'skins' },
    { course: 'starter', players: 3, clubs: 'starter', mode: 'chaos_golf' },
    { course: 'lakeside-nine', players: 2, clubs: 'starter', mode: 'kelly_golf' },
    { course: 'starter', players: 2, clubs: 'starter', mode: 'stroke_play' },
    { course: 'starter', players: 2, clubs: 'starter', mode: 'golf_racing' },
    { course: 'starter', players: 1, clubs: 'draft', mode: 'solo_chaos' },
    { course: 'starter', players: 2, clubs: 'starter', mode: 'chaos_teams' },
  ];
  for (const [k, players] of [[0, 5], [5, 3], [3, 4], [1, 2]]) {
    const golfers = Array.from({ length: players }, (_, s) => ({ golfer: GOLFERS[(k + s) % 8], side: (k + s) % 2 ? 'b' : 'a' }));
    out.push({ players, golfers });
  }
  return out;
}

test('holes18: the page lays out every move the engine lists, and only those', { timeout: 600000 }, async () => {
  const t = await setup({ width: 1000, height: 700 });
  const { page } = t;
  try {
    await page.goto(t.server.url);
    const problems = await page.evaluate(async (list) => {
      const { loadEngine } = await import('/js/engine.js');
      const { drawTable } = await import('/js/games/holes18-table.js');
      const { label, loadLanguage, loadGameWords, setGameLabel } = await import('/js/i18n.js');
      const engine = await loadEngine('holes18');
      const cards = engine.holes18Cards();
      setGameLabel((await import('/js/games/holes18.js')).label);
      await loadLanguage('en', false);
      await loadGameWords('holes18');
      const found = [];
      const key = (a) => JSON.stringify(a);
      for (const config of list) {
        const s = engine.GameSession.create('holes18', config, 7);
        let steps = 0;
        while (!s.isOver() && steps < 1500 && found.length < 5) {
          steps++;
          const movers = s.toMove();
          for (const seat of movers) {
            // A desktop's table, and the canvases of a tall phone and a 360x640 one.
            for (const [w, h] of [[1200, 800], [380, 700], [340, 448]]) {
              const at = `${JSON.stringify(config)} step ${steps} seat ${seat} ${w}x${h}`;
              const table = s.scene(seat, w, h, steps > 1);
              const scene = drawTable(table, w, h, cards);
              // The heading counts rounds from 1 (Kelly Golf's targets come before round 1).
              for (const sh of scene.shapes) {
                const says = ['h18_panel_hole', 'h18_panel_chaos'].includes(sh.label?.key);
                if (says && sh.label.args.some(([name, value]) => name === 'round' && Number(value) < 1)) found.push(`${at}: ${sh.label.key} says round ${sh.label.args.find(([n]) => n === 'round')[1]}`);
              }
              const hits = [...scene.hits, ...scene.world.hits];
              const offered = new Set();
              for (const hit of hits) {
                for (const a of hit.action.choose ? hit.action.choose.map((c) => c.action) : [hit.action]) offered.add(key(a));
              }
              const listed = table.moves.map((m) => key(m.action));
              for (const a of offered) if (!listed.includes(a)) found.push(`${at}: ${a} is offered but not a move`);
              // Landings on one hex by several cards are one hit; a card that cannot fly is no move.
              for (const m of table.moves) {
                if (m.action.shoot && !m.flight) continue;
                if (!m.action.shoot && !offered.has(key(m.action))) found.push(`${at}: ${key(m.action)} is not offered`);
              }
              for (const hit of scene.hits) {
                const { x, y, w: hw, h: hh } = hit.at;
                if (x < 0 || y < 0 || hw <= 1 || hh <= 1 || x + hw > w + 0.5 || y + hh > h + 0.5) found.push(`${at}: a hit off the screen ${key(hit.at)}`);
              }
              // Moves read aloud as a list (a blind player's) never read alike, in the page's words.
              const alike = new Set();
              for (const hit of hits) {
                const words = label(hit.label);
                if (alike.has(words)) found.push(`${at}: two moves read alike: ${words}`);
                alike.add(words);
              }
              for (const p of scene.world.previews) if (p.hit >= hits.length) found.push(`${at}: a preview of hit ${p.hit}`);
            }
          }
          const seat = movers[steps % movers.length];
          s.act(seat, s.botAction(seat, steps % 2 ? 'random' : 'easy'));
        }
        s.free();
      }
      return found;
    }, configs());
    assert.deepEqual(problems, []);
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});

test('holes18: buttons, tips, the players\' lines and shot cards show their words at a readable size, in English and in French, wide and narrow', { timeout: 300000 }, async () => {
  const t = await setup({ width: 1000, height: 700 });
  const { page } = t;
  try {
    await page.goto(t.server.url);
    await page.waitForFunction(() => window.clubhouse.snapshot().screen === 'home');
    const found = await page.evaluate(async (list) => {
      const { loadEngine } = await import('/js/engine.js');
      const { drawTable } = await import('/js/games/holes18-table.js');
      const { label, loadLanguage, loadGameWords, setGameLabel } = await import('/js/i18n.js');
      const { fitText } = await import('/js/paint.js');
      const words = await import('/js/games/holes18.js');
      const engine = await loadEngine('holes18');
      const cards = engine.holes18Cards();
      const ctx = document.createElement('canvas').getContext('2d');
      setGameLabel(words.label);
      // A button's face and a tip on what to do: 11 px everywhere. The players' lines: 11 px on a
      // desktop's panel, 9 on a laptop's, 8 on a phone's short one. A shot card's words (9 px on
      // a small card): a special's 8 px everywhere, a flight's 7 under its map. The solo card's
      // line, which has two lines' room everywhere: 10 px.
      const LINES = ['h18_seat', 'h18_seat_mode', 'h18_opp'];
      const leastPx = (sh, w) => {
        if (sh.color === 'on_accent' || sh.label.key?.startsWith('h18_tip_')) return 11;
        if (sh.label.key === 'h18_solo_card') return 10;
        if (LINES.includes(sh.label.key)) return { 1200: 11, 900: 9, 380: 8 }[w];
        if (sh.label.key === 'h18_shot_face') return sh.bold ? 8 : 7; // a special's words, a flight's
        return 0;
      };
      // Where a text shape's words lie, as the painter fits and draws them.
      const box = (sh, w) => {
        const text = label(sh.label);
        const { size, lines } = fitText(ctx, sh, text, w);
        const wide = Math.max(...lines.map((l) => ctx.measureText(l).width));
        const x0 = sh.align === 'left' ? sh.x : sh.align === 'right' ? sh.x - wide : sh.x - wide / 2;
        const high = size * (1 + 1.1 * (lines.length - 1));
        return { text, x0, x1: x0 + wide, y0: sh.y - high / 2, y1: sh.y + high / 2 };
      };
      const out = [];
      for (const lang of ['en', 'fr']) {
        await loadLanguage(lang, false);
        await loadGameWords('holes18');
        for (const config of list) {
          const s = engine.GameSession.create('holes18', config, 11);
          for (let steps = 1; !s.isOver() && steps < 600; steps++) {
            const movers = s.toMove();
            for (const seat of movers) {
              // A desktop's table, a laptop's (beside the score sheet) and a phone's.
              for (const [w, h] of [[1200, 800], [900, 640], [380, 700], [340, 448]]) {
                const unders = [];
                const faces = [];
                for (const sh of drawTable(s.scene(seat, w, h, steps > 1), w, h, cards).shapes) {
                  if (sh.k !== 'text') continue;
                  if (sh.label.key === 'h18_under') unders.push(box(sh, w));
                  if (sh.label.key === 'h18_shot_face') faces.push(box(sh, w));
                  const least = h < 500 ? 0 : leastPx(sh, w); // a 360x640 phone's table: apart only
                  if (!least) continue;
                  const text = label(sh.label);
                  const { size } = fitText(ctx, sh, text, w); // as the painter fits it
                  if (size < least) out.push(`${lang} ${w}x${h}: "${text}" at ${size} px`);
                }
                // A pile's "+N under" never lies across a card's words.
                for (const u of unders) {
                  for (const f of faces) {
                    const apart = u.x1 <= f.x0 || f.x1 <= u.x0 || u.y1 <= f.y0 || f.y1 <= u.y0;
                    if (!apart) out.push(`${lang} ${w}x${h}: "${u.text}" lies across "${f.text}"`);
                  }
                }
              }
            }
            const seat = movers[steps % movers.length];
            s.act(seat, s.botAction(seat, steps % 2 ? 'random' : 'easy'));
          }
          s.free();
        }
      }
      return [...new Set(out)];
    }, configs());
    assert.deepEqual(found, []);
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});

test('holes18: the draft cards stay readable on a narrow panel, apart, each its own key; the solo draft\'s thirty-odd too', { timeout: 120000 }, async () => {
  const t = await setup({ width: 1000, height: 700 });
  const { page } = t;
  try {
    await page.goto(t.server.url);
    const found = await page.evaluate(async () => {
      const { loadEngine } = await import('/js/engine.js');
      const { drawTable } = await import('/js/games/holes18-table.js');
      const { READABLE_CARD_W } = await import('/js/games/holes18-table-pen.js');
      const engine = await loadEngine('holes18');
      const cards = engine.holes18Cards();
      const out = [];
      // The packet's cards at w x h: each at least `least` wide, on the screen, apart from the
      // others and (the first nine) keyed by its place. Returns them.
      const laidOut = (s, w, h, least) => {
        const table = s.scene(0, w, h, false);
        const packet = table.view.packet.length;
        const hits = drawTable(table, w, h, cards).hits.filter((x) => x.action.pick !== undefined);
        if (hits.length !== packet) out.push(`${w}x${h}: ${hits.length} cards of ${packet}`);
        hits.forEach((c, i) => {
          if (c.at.w < least(hits)) out.push(`${w}x${h}: card ${i} is ${c.at.w} wide`);
          if (c.at.x + c.at.w > w || c.at.y + c.at.h > h) out.push(`${w}x${h}: card ${i} off the screen`);
          if (c.key !== (i < 9 ? String(i + 1) : undefined)) out.push(`${w}x${h}: card ${i} has key ${c.key}`);
          for (const d of hits.slice(i + 1)) {
            const apart = c.at.x + c.at.w <= d.at.x || d.at.x + d.at.w <= c.at.x || c.at.y + c.at.h <= d.at.y || d.at.y + d.at.h <= c.at.y;
            if (!apart) out.push(`${w}x${h}: cards overlap`);
          }
        });
        return hits;
      };
      const two = engine.GameSession.create('holes18', { players: 2, clubs: 'draft' }, 7);
      for (const [w, h] of [[910, 636], [370, 676]]) {
        const packet = two.view(0).packet.length;
        if (packet < 7) out.push(`a packet of ${packet}`);
        // A phone's panel is short as well as narrow: there the rows make the cards a quarter
        // wider than one row across the same span, if not quite the readable width.
        const hits = laidOut(two, w, h, (all) => {
          if (w > 600) return READABLE_CARD_W;
          const left = Math.min(...all.map((c) => c.at.x));
          const right = Math.max(...all.map((c) => c.at.x + c.at.w));
          return ((right - left - (packet - 1) * 6) / packet) * 1.25;
        });
        if (new Set(hits.map((c) => c.at.y)).size < 2) out.push(`${w}x${h}: one row`);
      }
      two.free();
      // The solo draft offers some thirty clubs: five across a desktop's panel come within 2 px
      // of the readable width, and on a phone they all fit the screen.
      const solo = engine.GameSession.create('holes18', { players: 1, clubs: 'draft', mode: 'solo_chaos' }, 7);
      if (solo.view(0).packet.length < 25) out.push(`a solo packet of ${solo.view(0).packet.length}`);
      laidOut(solo, 910, 636, () => READABLE_CARD_W - 2);
      laidOut(solo, 370, 676, () => 36);
      solo.free();
      return [...new Set(out)];
    });
    assert.deepEqual(found, []);
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});

test('holes18: every golden game laid out move by move keeps its hits inside and its previews on hits', { timeout: 300000 }, async () => {
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'golden', 'holes18');
  const records = fs.readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'manifest.json').sort()
    .map((f) => ({ file: f, record: JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) }));
  assert.ok(records.length >= 3);
  const t = await setup({ width: 1000, height: 700 });
  const { page } = t;
  try {
    await page.goto(t.server.url);
    const { found, scenes } = await page.evaluate(async (list) => {
      const { loadEngine } = await import('/js/engine.js');
      const { drawTable } = await import('/js/games/holes18-table.js');
      const engine = await loadEngine('holes18');
      const cards = engine.holes18Cards();
      const out = [];
      let count = 0;
      for (const { file, record } of list) {
        const s = engine.GameSession.create('holes18', record.config, record.seed);
        record.actions.forEach(([seat, action], step) => {
          const [w, h] = step % 2 ? [390, 844] : [1280, 800];
          for (const viewer of [...Array(s.seats()).keys(), -1]) {
            const at = `${file} step ${step} seat ${viewer}`;
            const scene = drawTable(s.scene(viewer, w, h, true), w, h, cards);
            count++;
            for (const hit of scene.hits) {
              const { x, y, w: hw, h: hh } = hit.at;
              if (x < 0 || y < 0 || x + hw > w || y + hh > h) out.push(`${at}: a hit off the scene`);
            }
            if (viewer === -1 && scene.hits.length + scene.world.hits.length > 0) out.push(`${at}: a spectator's hit`);
            // World hits may lie past the map's edge (a wood aimed out of bounds shows there).
            for (const hit of scene.world.hits) if (hit.at.w <= 0 || hit.at.h <= 0) out.push(`${at}: an empty hit`);
            const total = scene.hits.length + scene.world.hits.length;
            for (const p of scene.world.previews) if (p.hit >= total) out.push(`${at}: a preview for hit ${p.hit} of ${total}`);
            const first = scene.world.preview;
            if (first !== undefined && !scene.world.previews.some((p) => p.hit === first)) out.push(`${at}: preview ${first}`);
          }
          s.act(seat, action);
        });
        s.free();
      }
      return { found: out.slice(0, 10), scenes: count };
    }, records);
    assert.deepEqual(found, []);
    assert.ok(scenes > 1000, `only ${scenes} tables`);
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});
