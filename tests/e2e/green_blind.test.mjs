// GREEN played blind: a person against a bot reads only what a screen reader reads (the moves'
// buttons by role and name, the table in words, the log of moves) and chooses from it: a shot
// that sinks the ball, else one that lands on fairway nearest the green, away from bunkers and
// the rough. The page's state hook only says when the bot has finished, and checks the end. The
// table in words must never name a club of the bot's hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, waitSnap, PERSON_TURN, greenSetup, snapshot, openSaved } from './helpers.mjs';

/** The moves a screen reader lists now: their buttons' accessible names. */
async function moveNames(page) {
  const list = page.getByRole('list', { name: 'Moves you can make' });
  return list.getByRole('button').allInnerTexts().then((names) => names.map((n) => n.trim()));
}

/** How good a shot's landing reads: lower is better; null for a shot to avoid. */
function landing(name) {
  if (/→ the hole/.test(name)) return -100;
  const m = /→ space (\d+), ([^,]+(?:\([^)]*\))?), (\d+) from the green/.exec(name);
  if (!m) return /→ the rough/.test(name) ? 50 : null;
  const [, , terrain, left] = m;
  // A bunker shortens the next shot, a height lengthens it.
  return Number(left) + (/bunker/.test(terrain) ? 3 : /height/.test(terrain) ? -0.5 : 0);
}

/** The table in words as text. */
const tableWords = (page) => page.locator('#table-words').innerText();

/**
 * The clubs in the bot's hand the person sees nowhere (not in their own hand, the display, the
 * discard pile or the played clubs), in words: the test's check only, from the match's record.
 */
async function botsHiddenClubs(page) {
  const { record } = await snapshot(page);
  return page.evaluate(async (rec) => {
    const { Game } = await import('./js/engine.js');
    const { clubWords } = await import('./js/games/green.js');
    const g = await Game.fromRecord(rec);
    const mine = g.view(0);
    const seen = new Set([...(mine.hand ?? []), ...mine.market.filter(Boolean), ...mine.discard, ...mine.rows.flat().flatMap((p) => [p.club, p.pair].filter(Boolean))]);
    return (g.view(1).hand ?? []).filter((c) => !seen.has(c)).map(clubWords);
  }, record);
}

/** A deal in which the bot holds clubs the person cannot see at some of the person's turns. */
const DEAL_SEED = 1;

/** Whether `words` name the club `club` ("Iron 3" is not "Iron 3/2/1"). */
const tells = (words, club) => new RegExp(`${club.replace(/[/]/g, '\\/')}(?![\\d/])`).test(words);

test('green, blind: a hole played from the accessibility tree alone', { timeout: 240000 }, async () => {
  const t = await setup({ width: 1280, height: 800, reducedMotion: 'reduce' });
  const { page } = t;
  try {
    await page.goto(t.server.url);
    await greenSetup(page, 2);
    await page.locator('#setup-form button[type=submit]').click();
    await waitSnap(page, PERSON_TURN);
    // The same match dealt from a fixed seed, resumed as a saved match is: a random deal may leave
    // the bot no hidden club at any of the person's turns, and the check below would be empty.
    const dealt = JSON.parse((await snapshot(page)).record);
    await openSaved(page, t.server.url, JSON.stringify({ ...dealt, seed: Number(process.env.GREEN_BLIND_SEED) || DEAL_SEED, actions: [] }));
    await waitSnap(page, `(x) => (${PERSON_TURN})(x) && JSON.parse(x.record).seed === ${Number(process.env.GREEN_BLIND_SEED) || DEAL_SEED}`);

    // The table in words opens from its button and takes the focus.
    await page.getByRole('button', { name: 'Table in words' }).click();
    const panel = page.getByRole('region', { name: 'The table in words' });
    await panel.waitFor();
    const first = await panel.ariaSnapshot();
    assert.match(first, /The course, from the tee to the green/);
    assert.match(first, /The tee: .*ball/);
    assert.match(first, /Space 1: (fairway|a bunker|a height|a lake)/);
    assert.match(first, /The points track/);
    assert.match(first, /Your clubs/);

    let told = 0; // hidden clubs of the bot's hand checked
    const used = { take: 0, hit: 0, golfer: 0, other: 0, menus: 0 };
    let holeOver = false;
    for (let step = 0; step < 300 && !holeOver; step++) {
      const s = await waitSnap(page, PERSON_TURN, 60000);
      const log = await page.getByRole('log').innerText();
      if (s.dialog === 'round-dialog' || /Hole 1 scores/.test(log)) { holeOver = true; break; }
      if (s.dialog === 'final-dialog') break;
      const words = await tableWords(page);
      const hidden = await botsHiddenClubs(page);
      for (const club of hidden) assert.ok(!tells(words, club), `the bot's ${club} is not told`);
      told += hidden.length;
      const names = await moveNames(page);
      const hand = /Your clubs\s+(\d+) club/.exec(words);
      const held = hand ? Number(hand[1]) : 0;

      const press = async (name) => {
        await page.getByRole('list', { name: 'Moves you can make' }).getByRole('button', { name, exact: true }).press('Enter');
        await waitSnap(page, `(x) => x.actions > ${s.actions}`);
      };

      const golfer = names.find((n) => n.startsWith('Choose the golfer'));
      if (golfer) { await press(golfer); used.golfer++; continue; }
      // Every shot on offer, read from the buttons: a club with one way to hit is its own
      // button, a club with several opens a list of them.
      const shots = names.filter((n) => n.startsWith('Hit the')).map((n) => ({ name: n, menu: null }));
      for (const menu of names.filter((n) => /^Play the .*: \d+ ways$/.test(n))) {
        await page.getByRole('button', { name: menu, exact: true }).press('Enter');
        const dialog = page.getByRole('dialog', { name: menu });
        await dialog.waitFor();
        used.menus++;
        for (const n of await dialog.getByRole('list').getByRole('button').allInnerTexts()) shots.push({ name: n.trim(), menu });
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await dialog.waitFor({ state: 'hidden' });
      }
      const rated = shots.map((x) => ({ ...x, score: landing(x.name) })).filter((x) => x.score != null).sort((a, b) => a.score - b.score);
      const take = names.find((n) => n.startsWith('Take the'));
      const best = rated[0];
      // Hold a few clubs before hitting, unless a shot sinks the ball.
      if (best && (best.score < 0 || held >= 3 || !take)) {
        if (best.menu) {
          await page.getByRole('button', { name: best.menu, exact: true }).press('Enter');
          await page.getByRole('dialog', { name: best.menu }).getByRole('button', { name: best.name, exact: true }).press('Enter');
          await waitSnap(page, `(x) => x.actions > ${s.actions}`);
        } else await press(best.name);
        used.hit++;
        continue;
      }
      if (take) {
        // A Putter's power sinks the ball on reaching the green: one is worth having.
        const putter = names.find((n) => /^Take the Putter/.test(n));
        await press(putter && held >= 2 ? putter : take);
        used.take++;
        continue;
      }
      const fallback = names.find((n) => n === 'Done') ?? names.find((n) => n.startsWith('Discard')) ?? names.find((n) => n === 'Retire') ?? names[0];
      await press(fallback);
      used.other++;
    }
    assert.ok(holeOver, `the hole ends (${JSON.stringify(used)})`);
    assert.ok(used.hit >= 2 && used.take >= 1, JSON.stringify(used));
    const log = await page.getByRole('log').innerText();
    assert.match(log, /Hole 1 scores/);
    // Each shot that stopped on a space says what lies there, as the course in words does.
    const landings = [...log.matchAll(/ to space (\d+), (.+?), (\d+) from the green\./g)];
    assert.ok(landings.length > 0, `a shot's landing is told with its terrain: ${log}`);
    const course = await tableWords(page);
    for (const [, n, terrain, left] of landings) assert.ok(course.includes(`Space ${n}: ${terrain}, ${left} from the green`), `space ${n} is ${terrain}`);

    assert.ok(told > 0, 'the bot held clubs the person could not see');
    console.log(`# ${told} hidden clubs of the bot checked`);
    // The hole is over: its pause is up (checked from the page's state, after playing).
    const end = await snapshot(page);
    assert.equal(end.dialog, 'round-dialog');
    assert.equal(end.phase, 'hole_end');
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});
