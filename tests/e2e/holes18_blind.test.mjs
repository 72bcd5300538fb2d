// 18 Holes played blind: a person against a bot chooses every move from the accessibility tree
// alone (the moves' names, the table in words, the log of moves), never the canvas or the page's
// state, and plays a hole to its end. The snapshot only says when the bot is done, and checks the
// result. The table in words never names a club in another seat's hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, waitSnap, snapshot, PERSON_TURN, holes18QuickSetup } from './helpers.mjs';

/** The names of the buttons under `locator`, as a screen reader lists them. */
async function buttonNames(locator) {
  const tree = await locator.ariaSnapshot();
  // A name with a colon comes single-quoted, as YAML writes it.
  return [...tree.matchAll(/- (')?button "((?:[^"\\]|\\.)*)"/g)]
    .map(([, quoted, name]) => (quoted ? name.replace(/''/g, "'") : name).replace(/\\(.)/g, '$1'));
}

/** "8 from the green" in a move's name; a landing in water counts as far as can be. */
function fromGreen(name) {
  const m = /(?:to|over|on) ([^,(]+), (\d+) from the green/.exec(name);
  if (!m) return Infinity;
  return /water|lake/.test(m[1]) ? Infinity : Number(m[2]);
}

/** A club whose farthest deck does not fly past the flag; the longest such, else the shortest. */
function pickClub(names, toFlag) {
  const reach = (n) => {
    const m = /\((?:decks )?([^,]+), initiative/.exec(n);
    const decks = (m?.[1] ?? '').split(/[·×/]/).map((d) => (d === 'C' ? 1 : Number(d))).filter((d) => d > 0);
    // A wood's first figure is its flight from the fairway.
    return /\//.test(m?.[1] ?? '') ? decks[0] : Math.max(...decks, 1);
  };
  const fits = names.filter((n) => reach(n) <= toFlag).sort((a, b) => reach(b) - reach(a));
  return fits[0] ?? [...names].sort((a, b) => reach(a) - reach(b))[0];
}

/** A person's move, chosen by its name and what the table in words says. */
function choose(names, words) {
  const mine = /^(.*) \(you\): (\d+) hex(?:es)? from the flag/m.exec(words);
  const toFlag = mine ? Number(mine[2]) : 99;
  const selects = names.filter((n) => /^(Select|Pick) the /.test(n));
  if (selects.length) return pickClub(selects, toFlag);
  const discard = names.find((n) => n.startsWith('Discard this card'));
  if (discard) return discard;
  // A landing, a chip, a wood or one hex: the nearest the flag, never in the water.
  const aimed = names.filter((n) => Number.isFinite(fromGreen(n)) && !/out of bounds/.test(n));
  const best = aimed.sort((a, b) => fromGreen(a) - fromGreen(b))[0];
  const play = names.find((n) => n.startsWith('Play: draw'));
  if (best && fromGreen(best) === 0) return best;
  if (play) return play;
  if (best) return best;
  return names.find((n) => n.startsWith('Follow')) ?? names[0];
}

test('18 holes, blind: a hole played from the accessibility tree alone', { timeout: 300000 }, async () => {
  const t = await setup({ width: 1280, height: 800, reducedMotion: 'reduce' });
  const { page } = t;
  try {
    await page.goto(t.server.url);
    await page.locator('#screen-home').waitFor();
    await holes18QuickSetup(page);
    await page.locator('#setup-form button[type=submit]').click();
    await waitSnap(page, (x) => x.screen === 'table' && !x.busy);

    // The canvas is named, and the table in words opens from its button and stays open.
    assert.ok(await page.locator('#table').getAttribute('aria-label'), 'the canvas is named');
    await page.getByRole('button', { name: 'Table in words' }).click();
    const words = page.getByRole('region', { name: 'The table in words' });
    await words.waitFor();
    // Opened before its words have come (fetched a few seconds after the table is up, so a first
    // visit's paint does not wait for them), it fills in as soon as they come.
    await page.waitForFunction(() => /The hole/.test(document.querySelector('#table-words-body').textContent)
      && !/on its way/.test(document.querySelector('#table-words-body').textContent), null, { timeout: 10000 });

    const moves = page.getByRole('list', { name: 'Moves you can make' });
    const otherHands = [];
    const chosen = [];
    let ended = false;
    for (let step = 0; step < 200 && !ended; step++) {
      const s = await waitSnap(page, PERSON_TURN); // only to wait for the bot
      if (await page.getByRole('dialog', { name: /Hole \d+ done/ }).count()) { ended = true; break; }
      const dialog = page.getByRole('dialog');
      if (await dialog.count()) {
        // A menu of moves on one hex, or out of bounds: the nearest the flag.
        const names = (await buttonNames(dialog)).filter((n) => n !== 'Cancel');
        const pick = choose(names, '');
        await dialog.getByRole('button', { name: pick, exact: true }).click();
        await waitSnap(page, `(x) => x.actions > ${s.actions} || x.dialog !== ${JSON.stringify(s.dialog)}`);
        continue;
      }
      const text = await words.innerText();
      // Another seat's clubs come as a count, and by name only once shown (chosen, then played).
      for (const line of text.split('\n').filter((l) => /^Chip: \d+ clubs? in hand/.test(l))) {
        otherHands.push(line);
        assert.match(line, /^Chip: \d+ clubs? in hand(; club chosen(: [^;]+)?)?(; Played: .+)?$/, line);
      }
      assert.match(text, /Player 1 \(you\): (\d+ hex(es)? from the flag, to the [a-z-]+|on the green)/, text);
      const names = await buttonNames(moves);
      assert.equal(new Set(names).size, names.length, `moves alike are told apart: ${names.join(' | ')}`);
      const pick = choose(names, text);
      chosen.push(pick);
      const button = moves.getByRole('button', { name: pick, exact: true });
      await button.focus();
      await page.keyboard.press('Enter');
      await waitSnap(page, `(x) => x.actions > ${s.actions} || x.dialog != null`);
    }
    assert.ok(ended, 'the hole came to its end');
    // The log said who took the flag; the score sheet agrees (checked from the page's state).
    const log = await page.getByRole('log').innerText();
    assert.match(log, /Hole 1: .+ takes the flag\./, log);
    const end = await snapshot(page);
    assert.ok(end.actions > 6, 'several turns were played');
    assert.ok(chosen.some((n) => /^Select the /.test(n)) && chosen.some((n) => /from the green/.test(n)), chosen.join(' | '));
    assert.ok(otherHands.length > 0, 'the bot\'s hand was told as a count');
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});
