// Writes docs/figures.md, the one place the project's current figures are written down, from what
// the reports left in test-results/: figures/size.json (scripts/size-report.sh), figures/load.json
// (load-report.mjs), figures/lighthouse.json (lighthouse-report.mjs), figures/trace.json
// (trace-report.mjs) and test-times.json (scripts/test.sh, the last make test). `make report`
// runs it last. Each section names the commit and the day it was measured at; a part no report
// has left is said to be missing, never filled in. The targets themselves are design, in
// docs/ARCHITECTURE.md; this file only says where each figure stands against them.
//
//   node scripts/figures-report.mjs [OUT]   (default docs/figures.md; FIGURES_DIR=DIR and
//                                            TEST_TIMES=FILE read other parts)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIGURES_DIR, checkout } from './report-kit.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.resolve(process.argv[2] ?? path.join(ROOT, 'docs', 'figures.md'));
const TIMES = path.resolve(process.env.TEST_TIMES ?? path.join(ROOT, 'test-results', 'test-times.json'));

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const part = (name) => read(path.join(FIGURES_DIR, `${name}.json`));

const n = (x) => (x == null ? '-' : Math.round(x).toLocaleString('en'));
const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
const s = (ms) => (ms == null ? '-' : `${(ms / 1000).toFixed(1)} s`);
const minutes = (sec) => `${Math.floor(sec / 60)}:${String(sec % 60).padStart(2, '0')}`;
const mark = (ok) => (ok ? 'yes' : '**no**');
const table = (head, rows) => [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');

/** When and where a part was measured, for the line under its heading. */
function stamp(p, how) {
  const changes = p.changed ? ' with uncommitted changes' : '';
  const load = p.load ? ` (load average ${p.load.split(' ')[0]})` : '';
  return `Measured ${p.date.slice(0, 10)} at \`${p.commit}\`${changes}${load}, by ${how}.`;
}
const missing = (how) => `Not measured yet: ${how} writes it.`;

const sections = [];

const size = part('size');
sections.push('## Download sizes', '');
if (size) {
  const t = size.targets;
  sections.push(stamp(size, '`make size` (`scripts/size-report.sh`; gzip -9 bytes of the site as `make dist` builds it)'), '');
  sections.push(table(
    ['module', 'wasm gzip', 'its guard', 'under 120 KB', 'first visit gzip', 'under 200 KB'],
    size.modules.map((m) => {
      const tools = m.first_visit_gzip == null;
      return [m.game, n(m.gzip), n(m.guard), tools ? '(no target)' : mark(m.gzip <= t.module_gzip), tools ? '(never a first visit)' : n(m.first_visit_gzip), tools ? '' : mark(m.first_visit_gzip <= t.first_visit_gzip)];
    }),
  ), '');
  sections.push(`The page every visit fetches: ${size.page.files} files, ${n(size.page.gzip)} B. The game modules together: ${n(size.games_gzip)} B (${kb(size.games_gzip)}), under 300 KB: ${mark(size.games_gzip <= t.games_gzip)}.`, '');
} else sections.push(missing('`make size` (or `make report`)'), '');

const load = part('load');
sections.push('## First visit and first playable frame', '');
if (load) {
  sections.push(stamp(load, `\`scripts/load-report.mjs\` (the built site in headless Chromium, cold cache, ${load.runs} runs a screen; the home screen's time is its own mark)`), '');
  sections.push(table(
    ['screen', 'requests', 'fetched, gzip', 'first frame, median', 'runs spread', 'under 250 ms'],
    load.screens.map((r) => [r.name, r.requests, n(r.gzip), `${r.median_ms} ms`, `${r.min_ms}-${r.max_ms} ms`, r.home ? '' : mark(r.median_ms <= load.targets.first_frame_ms)]),
  ), '');
  sections.push(`The whole suite, as kept for offline play: ${load.suite.files} files, ${n(load.suite.gzip)} B gzip (${kb(load.suite.gzip)}).`, '');
} else sections.push(missing('`make report`'), '');

const lh = part('lighthouse');
sections.push('## Lighthouse, mobile', '');
if (lh) {
  sections.push(stamp(lh, `\`scripts/lighthouse-report.mjs\` (Lighthouse 12.2.3's mobile preset, ${lh.runs} runs a page, medians)`), '');
  sections.push(table(
    ['page', 'performance (range)', 'blocking', 'largest paint', 'interactive', 'targets met'],
    lh.pages.map((p) => (p.runs
      ? [p.name, `${p.score} (${p.min}-${p.max})`, `${n(p.tbt_ms)} ms`, s(p.lcp_ms), s(p.tti_ms), mark(p.score >= lh.targets.score && p.tbt_ms < lh.targets.tbt_ms && p.lcp_ms < lh.targets.lcp_ms)]
      : [p.name, 'no run completed', '', '', '', ''])),
  ), '');
} else sections.push(missing('`make report`'), '');

const trace = part('trace');
sections.push('## A traced game on a slowed phone', '');
if (trace) {
  const canvas = trace.gpu ? 'a GPU in software' : 'the canvas drawn in software';
  sections.push(stamp(trace, `\`scripts/trace-report.mjs\` (two normal bots, a phone's screen, the CPU slowed 4x, ${canvas}, ${trace.seconds} s a run, ${trace.runs} runs, medians)`), '');
  sections.push(table(
    ['game', 'moves', 'tasks over 50 ms', 'their blocking', 'longest task', 'frames over 50 ms', 'worst frame'],
    trace.games.map((g) => [g.game, g.moves, g.tasks, `${n(g.blocking_ms)} ms`, `${n(g.longest_ms)} ms`, g.frames === 0 ? '0' : `**${g.frames}**`, `${n(g.worst_ms)} ms`]),
  ), '');
} else sections.push(missing('`make report`'), '');

const times = read(TIMES);
sections.push('## The test command', '');
if (times) {
  const result = times.passed ? 'passed' : 'failed';
  sections.push(`Measured ${times.date.slice(0, 10)} at \`${times.commit}\`, by \`make test\` (\`scripts/test.sh\`; ${result} in ${minutes(times.seconds)}, minutes:seconds).`, '');
  sections.push(table(['step', 'time', 'passed'], times.steps.map((x) => [x.step, minutes(x.seconds), x.passed ? 'yes' : '**no**'])), '');
} else sections.push('Not measured yet: `make test` writes its times to test-results/test-times.json, and the next `make report` picks them up.', '');

const { commit, changed } = checkout();
const head = [
  '# Current figures',
  '',
  `Generated by \`make report\` (\`node scripts/figures-report.mjs\`) at \`${commit}\`${changed ? ' with uncommitted changes' : ''}; do not edit by hand.`,
  'Each section says when and at which commit it was measured. Timings move with the machine\'s load;',
  'the targets are in [ARCHITECTURE.md](ARCHITECTURE.md#targets), the decisions behind them in [measurements.md](measurements.md).',
  '',
];
writeFileSync(out, `${[...head, ...sections].join('\n').trimEnd()}\n`);
console.log(`figures: wrote ${path.relative(process.cwd(), out) || out}`);
