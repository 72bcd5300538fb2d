// A reporter for node's test runner that writes only the failures, each with its error, to its
// destination: scripts/test.sh prints them again at the very end of a run, where a log cut to
// its last lines still shows why a test failed (the spec reporter's own summary scrolls away
// behind the online tests' report).
export default async function* failures(source) {
  for await (const { type, data } of source) {
    if (type !== 'test:fail' || data.details?.error?.failureType === 'subtestsFailed') continue;
    const error = data.details?.error;
    const cause = error?.cause ?? error;
    const text = String(cause?.stack ?? cause?.message ?? cause ?? 'failed').split('\n')
      .filter((line) => !/\(node:|^\s*at node:/.test(line)).slice(0, 16).join('\n    ');
    yield `✖ ${data.file ? `${data.file.replace(/^.*\/tests\//, 'tests/')}: ` : ''}${data.name}\n    ${text}\n`;
  }
}
