// The lessons' browser tests' shared steps: a lesson's marked move found among the hits, its
// taught part walked by mouse, and the game after it played on to its end.
import assert from 'node:assert/strict';
import { waitSnap, snapshot, PERSON_TURN, shot, clickHit, chooseHit } from './helpers.mjs';
import { CATALOG } from '../../www/js/catalog.js';

/** Every game of the catalog has a lesson (www/learn/<id>.json). */
export const GAMES = CATALOG.map((g) => g.id);
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
/** The hit that offers the lesson's marked move (itself, or a menu holding it). */
export const markedHit = (s) => s.hits.find((h) => same(h.action, s.lesson.mark) || h.action?.choose?.some((c) => same(c.action, s.lesson.mark)));
/** A move that is not the marked one and opens no menu: the "different move" a newcomer makes. */
const otherHit = (s) => s.hits.find((h) => !h.action?.choose && !same(h.action, s.lesson.mark) && !(h.action?.choose));
export const LEARNER_TURN = `(s) => s.over || s.dialog != null || (s.lesson && s.lesson.step >= s.lesson.steps) || ((${PERSON_TURN})(s) && s.lesson.learnerStep)`;

/** Clicks `hit` on the canvas; a menu's marked choice (or its first) is then picked from the list. */
async function play(page, hit, menuChoice = '#choice-list .marked') {
  await clickHit(page, hit);
  if (hit.action?.choose) {
    const marked = page.locator(menuChoice);
    await ((await marked.count()) ? marked : page.locator('#choice-list button')).first().click();
  }
}

/** The taught part by mouse: the marked move at each of the learner's steps, any move at a free one. */
export async function walkByMouse(page, id, { wrongFirst = true } = {}) {
  let wrongTried = false;
  for (let i = 0; i < 400; i++) {
    const s = await waitSnap(page, LEARNER_TURN, 60000);
    if (s.over || s.lesson.step >= s.lesson.steps) return s;
    if (s.dialog === 'round-dialog') {
      await page.locator('#round-next').click();
      await waitSnap(page, (x) => x.dialog !== 'round-dialog');
      continue;
    }
    const hit = s.lesson.mark ? markedHit(s) : s.hits[0];
    assert.ok(hit, `${id}: step ${s.lesson.step} marks a move the table offers`);
    if (s.lesson.mark && wrongFirst && !wrongTried && otherHit(s)) {
      wrongTried = true;
      await shot(page, `learn-${id}-marked`);
      await clickHit(page, otherHit(s));
      await page.locator('#coach-note').waitFor();
      const after = await snapshot(page);
      assert.equal(after.actions, s.actions, `${id}: a different move changes nothing`);
      assert.equal(after.record, s.record, `${id}: the record is the same`);
      assert.ok((await page.locator('#coach-note').textContent()).length > 20, `${id}: a kind word says why`);
      await shot(page, `learn-${id}-wrong`);
    }
    await play(page, hit);
    await waitSnap(page, `(x) => x.actions > ${s.actions}`);
  }
  throw new Error(`${id}: the taught part never ended`);
}

/** After the taught part, the game goes on to its end by mouse. */
export async function playOnByMouse(page, id) {
  for (let i = 0; i < 1500; i++) {
    const s = await waitSnap(page, PERSON_TURN, 60000);
    if (s.dialog === 'final-dialog') return s;
    if (s.dialog === 'round-dialog') {
      await page.locator('#round-next').click();
      await waitSnap(page, (x) => x.dialog !== 'round-dialog');
      continue;
    }
    const hit = id === 'beck' ? chooseHit(s) : s.hits[0];
    await play(page, hit, '#choice-list button');
    await waitSnap(page, `(x) => x.actions > ${s.actions} || x.dialog != null`);
  }
  throw new Error(`${id}: the game after the lesson never ended`);
}

