// learner_statements_test.mjs — docs/embedding.md describes the learner events exactly as web/learner-statements.js
// builds them: its table of verbs is STATEMENT_KINDS rendered, and each example statement there is what the builders
// return for the example's inputs. Also checks the builders' own rules (success, scores, ids).
//
//   node tests/tools/learner_statements_test.mjs            check
//   node tests/tools/learner_statements_test.mjs --print    print the docs' fragment (table and examples)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  STATEMENT_KINDS, answeredStatement, attemptedStatement, checkAnsweredStatement, completedStatement, completionScore,
} from '../../web/learner-statements.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const docs = fs.readFileSync(path.join(root, 'docs/embedding.md'), 'utf8');

// The docs' examples: a wrong first answer, the right second one (which completes the exercise), a lesson file's
// failed check, a failed run.
const activityRoot = 'https://course.example.org/qkv/index.html';
const timestamp = '2026-12-01T17:30:00.000Z';
const exercise = {
  question: 'What does the value projection of a token carry?',
  choices: ['The content the token hands over to the positions that read from it',
    'What the token is looking for in the other positions', 'What the token offers to be matched against',
    'The position index of the token in the window'],
  correctChoice: 0,
};
const examples = [
  ['answered', answeredStatement(activityRoot, { ...exercise, chosen: 1, attempt: 1 }, timestamp)],
  ['completed', completedStatement(activityRoot, { ...exercise, chosen: 0, attempt: 2 }, timestamp)],
  ['answered', checkAnsweredStatement(activityRoot, { title: 'Attention scores', passed: false,
    message: 'every row of wei is a set of weights that sums to 1', attempt: 2 }, timestamp)],
  ['attempted', attemptedStatement(activityRoot, { ok: false, error_type: 'NameError' }, 2, timestamp)],
];

function table() {
  const rows = STATEMENT_KINDS.map(({ verb, object, when, result }) => `| \`${verb}\` | ${object} | ${when} | ${result} |`);
  return ['| verb | object | sent when | result |', '|------|--------|-----------|--------|', ...rows].join('\n');
}
// JSON, with each object or array that fits on one line (up to 110 characters with its indent) kept on one.
function oneLine(value) {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(oneLine).join(', ')}]`;
  return `{${Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}: ${oneLine(item)}`).join(', ')}}`;
}
function layout(value, indent = '') {
  const flat = oneLine(value);
  if (value === null || typeof value !== 'object' || indent.length + flat.length <= 110) return flat;
  const inner = `${indent}  `;
  const items = Array.isArray(value)
    ? value.map((item) => `${inner}${layout(item, inner)}`)
    : Object.entries(value).map(([key, item]) => `${inner}${JSON.stringify(key)}: ${layout(item, inner)}`);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return `${open}\n${items.join(',\n')}\n${indent}${close}`;
}
const exampleBlock = ([verb, statement]) =>
  `\`${verb}\`:\n\n\`\`\`json\n${layout({ type: 'qkv:statement', statement })}\n\`\`\``;

if (process.argv.includes('--print')) {
  console.log(`${table()}\n\n${examples.map(exampleBlock).join('\n\n')}`);
  process.exit(0);
}

const problems = [];
const expect = (condition, what) => { if (!condition) problems.push(what); };

expect(docs.includes(table()), 'docs/embedding.md lacks the table of STATEMENT_KINDS (run with --print)');
for (const example of examples) {
  expect(docs.includes(exampleBlock(example)), `docs/embedding.md lacks the example \`${example[0]}\` statement as built (run with --print)`);
}
expect(STATEMENT_KINDS.map(({ verb }) => verb).join() === examples.map(([verb]) => verb).join(),
  'every verb has one example, in the table\'s order');
for (const [verb, statement] of examples) {
  expect(statement.verb.id === `http://adlnet.gov/expapi/verbs/${verb}` && statement.verb.display['en-US'] === verb,
    `${verb}: the verb is ADL's`);
  expect(statement.object.id.startsWith(`${activityRoot}#`), `${verb}: the object's id is under the activity root`);
  for (const key of Object.keys(statement.result.extensions)) {
    expect(key.startsWith(`${activityRoot}#`), `${verb}: extension ${key} is under the activity root`);
  }
}

for (let chosen = 0; chosen < exercise.choices.length; chosen += 1) {
  const { result, object } = answeredStatement(activityRoot, { ...exercise, chosen, attempt: 3 }, timestamp);
  expect(result.success === (chosen === exercise.correctChoice), `answered ${chosen}: success`);
  expect(result.response === object.definition.choices[chosen].id, `answered ${chosen}: response names the choice`);
  expect(result.score.raw === (result.success ? 1 : 0), `answered ${chosen}: score`);
  expect(result.extensions[`${activityRoot}#attempt`] === 3, `answered ${chosen}: attempt`);
}
const right = answeredStatement(activityRoot, { ...exercise, chosen: 0, attempt: 1 }, timestamp);
expect(right.object.definition.correctResponsesPattern[0] === right.result.response, 'the right choice matches the pattern');

let previous = Infinity;
for (let attempt = 1; attempt <= 12; attempt += 1) {
  const score = completionScore(attempt);
  expect(score.raw === Math.round(100 / attempt) && score.scaled === score.raw / 100, `completion score at ${attempt}`);
  expect(score.min === 0 && score.max === 100 && score.raw <= previous && score.raw > 0, `completion score range at ${attempt}`);
  previous = score.raw;
}
expect(completionScore(1).raw === 100, 'a right first answer scores 100');

const ran = attemptedStatement(activityRoot, { ok: true, error_type: '' }, 1, timestamp);
expect(ran.result.success === true && !(`${activityRoot}#error-type` in ran.result.extensions),
  'a run that ended well has no error type');
expect(examples[3][1].result.extensions[`${activityRoot}#error-type`] === 'NameError', 'a failed run names its error');
const passed = checkAnsweredStatement(activityRoot, { title: 'T', passed: true, message: '', attempt: 1 }, timestamp);
expect(passed.result.success === true && passed.result.score.raw === 1 && passed.result.response === '',
  'a passed check scores 1 of 1');
expect(examples[2][1].result.success === false && examples[2][1].result.score.raw === 0 &&
  examples[2][1].result.response === 'every row of wei is a set of weights that sums to 1', 'a failed check scores 0 and says why');

if (problems.length) {
  console.log(`FAIL\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('learner statements: docs and builders agree');
