// The benchmarks' settings for every game of the page's catalog, each from its own folder
// (src/games/<id>/bench.json): `config`, the table its random bots are timed at (a bot at every
// seat); `native_games`, how many games the native run plays; `ratio_games`, how many the
// wasm-against-native run plays (about half a second natively); `bot_config`, the table the
// search bots are timed at (else `config`); `verdict_config`, the table of the typical match whose
// review the coach's verdict is timed on (a person at seat 0, a bot at the others). A game without them stops the benchmark rather than
// being timed at settings nobody chose.
// Run alone, it prints one line a game for scripts/bench.sh: id, seats, config, native games, rounds.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CATALOG } from '../www/js/catalog.js';

/** @typedef {{ id: string, config: { players: number, rounds?: number }, botConfig: object, rounds: number, nativeGames: number, ratioGames: number, verdictConfig: object | null }} BenchSettings */

/** @returns {BenchSettings[]} */
export function benchSettings() {
  return CATALOG.map((g) => {
    const file = `src/games/${g.id}/bench.json`;
    let s;
    try {
      s = JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'));
    } catch (e) {
      throw new Error(`bench: no settings for ${g.id}: ${file}: ${e.message}`);
    }
    const count = (n) => Number.isInteger(n) && n > 0;
    if (!count(s.config?.players) || !count(s.native_games) || !count(s.ratio_games)) {
      throw new Error(`bench: ${file} needs config.players, native_games and ratio_games`);
    }
    return {
      id: g.id,
      config: s.config,
      botConfig: s.bot_config ?? s.config,
      rounds: s.config.rounds ?? 1,
      nativeGames: s.native_games,
      ratioGames: s.ratio_games,
      verdictConfig: s.verdict_config ?? null,
    };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    for (const g of benchSettings()) console.log(g.id, g.config.players, JSON.stringify(g.config), g.nativeGames, g.rounds);
  } catch (e) {
    console.error(e.message);
    process.exit(1);
  }
}
