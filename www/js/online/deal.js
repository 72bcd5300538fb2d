// @ts-check
// The deal of an online room, made fair by commit and reveal (the protocol is in rooms.js): the
// pieces both sides compute the same way. A part is 256 random bits; a commitment is its SHA-256
// with the room and the seat; the seed is the SHA-256 of every part used, a 256-bit key for the
// game's ChaCha8. A device that holds the parts and the record can redo it all and check it.

/** The bytes of a part: 256 bits, far past any search from its commitment. */
const PART_BYTES = 32;

const HEX64 = /^[0-9a-f]{64}$/;
/** A part, a commitment or a seed as the protocol writes them: 64 lowercase hex digits. */
export const isHex64 = (x) => typeof x === 'string' && HEX64.test(x);

/** Bytes as lowercase hex digits. */
export const hex = (/** @type {ArrayBuffer | Uint8Array} */ bytes) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
/** The SHA-256 of `text` (UTF-8), as bytes. */
export const digest = async (/** @type {string} */ text) => new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
const sha256 = async (text) => hex(await digest(text));

/** A new part from the platform's secure random source. */
export const newPart = () => hex(crypto.getRandomValues(new Uint8Array(PART_BYTES)));

/**
 * The commitment to `part` for `seat` (-1: the host) in room `roomId`. The seat is in it so no
 * device can pass another's commitment off as its own.
 */
export const commitment = (part, roomId, seat) => sha256(`clubhouse commit 2|${roomId}|${seat}|${part}`);

/**
 * The match's seed from the parts used ({seat, part}, any order): every part counts, so no device
 * that keeps its part secret until all are committed can steer the deal.
 */
export function seedOf(parts, roomId) {
  const sorted = [...parts].sort((a, b) => a.seat - b.seat);
  return sha256(`clubhouse seed 2|${roomId}|${sorted.map((p) => `${p.seat}:${p.part}`).join('|')}`);
}

/** JSON text with every object's keys in order, so two copies of a view compare as text. */
export function canonical(value) {
  return JSON.stringify(value, (_key, v) => (v && typeof v === 'object' && !Array.isArray(v)
    ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, v[k]]))
    : v));
}

/**
 * A short fingerprint of a view as it crossed the wire (JSON), kept by a device for every step it
 * was shown and compared at the end with its own replay: 64 bits of SHA-256, too many for a host
 * to find another view that gives the same.
 */
export async function fingerprint(view) {
  return (await sha256(canonical(JSON.parse(JSON.stringify(view ?? null))))).slice(0, 16);
}
