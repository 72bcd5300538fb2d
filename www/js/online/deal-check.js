// @ts-check
// The check every guest and spectator makes on its own at the end of an online match, from what
// it kept (rooms.js GuestRoom: the commitments it was shown, its own part, a fingerprint of every
// view it was shown) and what the last snapshot brings (the record and every part of the deal):
// each part is the one committed to, the seed is the one the parts make, and the record, replayed
// in this device's own engine, shows at every step what this device was shown, and ends on the
// scores it was shown. Nothing here trusts the host's word for any of it.
import { Game } from '../engine.js';
import { commitment, seedOf, fingerprint, isHex64 } from './deal.js';

/**
 * What did not match, as {code, args} for the page's words (an empty list: a fair deal, played
 * as shown). `guest`: the GuestRoom; `packet`: the last snapshot; `names`: the seats' names.
 * @returns {Promise<{code: string, args?: object}[]>}
 */
export async function checkDeal(guest, packet, names) {
  await guest.printing;
  const problems = guest.problems.map((code) => ({ code }));
  const nameOf = (seat) => (seat === -1 ? null : names[seat] ?? `${seat + 1}`);
  const commits = guest.commits;
  if (!commits) return [...problems, { code: 'no_commits' }];
  const deal = packet.deal;
  const parts = Array.isArray(deal?.parts) ? deal.parts.filter((p) => p && Number.isInteger(p.seat) && isHex64(p.part)) : [];
  if (!parts.length || parts.length !== deal.parts.length) return [...problems, { code: 'no_parts' }];

  // Each part is the one its seat committed to before any was shown; the host's among them.
  for (const { seat, part } of parts) {
    const kept = commits.find((c) => c.seat === seat);
    if (!kept || (await commitment(part, guest.code.id, seat)) !== kept.c) {
      problems.push(seat === -1 ? { code: 'host_part' } : { code: 'part', args: { name: nameOf(seat) } });
    }
  }
  // The parts used are those the host named before the first move; this device's is its own.
  const usedNow = parts.map((p) => p.seat).sort((a, b) => a - b);
  if (guest.used && JSON.stringify(usedNow) !== JSON.stringify([...guest.used].sort((a, b) => a - b))) problems.push({ code: 'used_changed' });
  const mine = guest.seat >= 0 ? parts.find((p) => p.seat === guest.seat) : null;
  if (mine && mine.part !== guest.part) problems.push({ code: 'own_part' });
  if (guest.asked && !mine) problems.push({ code: 'left_out' });

  // The seed is the one the parts make, and the record was dealt from it.
  const record = packet.record;
  if ((await seedOf(parts, guest.code.id)) !== record?.seed) return [...problems, { code: 'seed' }];

  // The record, replayed here, shows what this device was shown at every step, and ends the same.
  let game;
  try {
    game = await Game.create(record.game, record.config, record.seed);
  } catch {
    return [...problems, { code: 'replay', args: { n: 0 } }];
  }
  try {
    const seat = guest.seat >= 0 ? guest.seat : -1;
    const compare = async (v) => {
      const kept = guest.prints.get(v);
      if (!kept) return true;
      const [own, open] = [seat >= 0 ? await fingerprint(game.view(seat)) : kept[0], await fingerprint(game.view(-1))];
      return own === kept[0] && open === kept[1];
    };
    const actions = Array.isArray(record.actions) ? record.actions : [];
    if (!(await compare(0))) return [...problems, { code: 'view', args: { n: 0 } }];
    for (let i = 0; i < actions.length; i++) {
      try {
        game.act(actions[i][0], actions[i][1]);
      } catch {
        return [...problems, { code: 'replay', args: { n: i + 1 } }];
      }
      if (!(await compare(i + 1))) return [...problems, { code: 'view', args: { n: i + 1 } }];
    }
    if (!game.over || JSON.stringify(game.scores()) !== JSON.stringify(packet.scores)) problems.push({ code: 'scores' });
  } finally {
    game.free();
  }
  return problems;
}
