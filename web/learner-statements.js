// learner-statements.js — the learner events as xAPI-shaped statements: the table of what each verb reports and
// the functions that build them. Pure (no page, no DOM): docs/embedding.md's table and example statements are
// checked against this module by tests/tools/learner_statements_test.mjs, so the shapes are described here once.
//
// Every id is an IRI under the playground's own address (`activityRoot`, e.g.
// https://course.example.org/qkv/index.html): the exercise is `<root>#exercise`, a lesson file's check `<root>#check`,
// the code panel `<root>#code`, and the extensions are `<root>#attempt`, `<root>#example`, `<root>#error-type`. There is no actor: the playground does
// not know who the learner is; the host page adds it before forwarding a statement to its LRS.

const VERBS = {
  answered: 'http://adlnet.gov/expapi/verbs/answered',
  completed: 'http://adlnet.gov/expapi/verbs/completed',
  attempted: 'http://adlnet.gov/expapi/verbs/attempted',
};
const CHOICE_INTERACTION = 'http://adlnet.gov/expapi/activities/cmi.interaction';
const CODE_ACTIVITY = 'http://adlnet.gov/expapi/activities/interaction';
const LANGUAGE = 'en-US';

// One row per verb, in the order of docs/embedding.md's table.
export const STATEMENT_KINDS = [
  { verb: 'answered', object: '`#exercise`', when: 'the learner presses Check in the exercise',
    result: '`success` (the choice is right), `response` (the choice\'s id, `choice-1` … `choice-4`), ' +
            '`score` 1 or 0 of 1, extension `#attempt` (1 for the first Check, 2 for the next …)' },
  { verb: 'completed', object: '`#exercise`', when: 'the first right answer, once per page load',
    result: '`completion` and `success` true, `score.raw` 100 ÷ the attempts it took (rounded; 0 … 100, ' +
            '`scaled` = raw ÷ 100), extension `#attempt`' },
  { verb: 'answered', object: '`#check`', when: 'a lesson file\'s check ran at the end of a run (`?lesson=`, ' +
            'docs/authoring.md); not when the code stopped before it',
    result: '`success` (every assert held), `response` (the failed assert\'s message, empty when it passed), ' +
            '`score` 1 or 0 of 1, extension `#attempt` (the runs whose check ran, from 1), the lesson\'s title as ' +
            'the object\'s name' },
  { verb: 'attempted', object: '`#code`', when: 'a run of the code panel ends that the learner (Run, Reset) or the ' +
            'host (`qkv:run`, `qkv.run`) started; not the runs the playground starts itself',
    result: '`success` (it ran to its end), extension `#example` (the tab, 1 … 4) and, when it failed, ' +
            '`#error-type` (`NameError`, `SyntaxError`, … or `Stopped`)' },
];

const text = (value) => ({ [LANGUAGE]: value });
const verb = (name) => ({ id: VERBS[name], display: text(name) });
const choiceId = (index) => `choice-${index + 1}`;

// The exercise as an xAPI choice interaction: its question, choices and right answer.
function exerciseActivity(activityRoot, { question, choices, correctChoice }) {
  return {
    objectType: 'Activity',
    id: `${activityRoot}#exercise`,
    definition: {
      type: CHOICE_INTERACTION, name: text('Exercise'), description: text(question), interactionType: 'choice',
      correctResponsesPattern: [choiceId(correctChoice)],
      choices: choices.map((choice, index) => ({ id: choiceId(index), description: text(choice) })),
    },
  };
}

// The score of the exercise once it is answered right at attempt `attempt`: full marks the first time.
export function completionScore(attempt) {
  const raw = Math.round(100 / attempt);
  return { scaled: raw / 100, raw, min: 0, max: 100 };
}

// exercise: {question, choices, correctChoice, chosen, attempt} as the app reports a Check (0-based indices).
export function answeredStatement(activityRoot, exercise, timestamp) {
  const success = exercise.chosen === exercise.correctChoice;
  return {
    verb: verb('answered'),
    object: exerciseActivity(activityRoot, exercise),
    result: {
      success, response: choiceId(exercise.chosen),
      score: { scaled: success ? 1 : 0, raw: success ? 1 : 0, min: 0, max: 1 },
      extensions: { [`${activityRoot}#attempt`]: exercise.attempt },
    },
    timestamp,
  };
}

export function completedStatement(activityRoot, exercise, timestamp) {
  return {
    verb: verb('completed'),
    object: exerciseActivity(activityRoot, exercise),
    result: {
      completion: true, success: true, score: completionScore(exercise.attempt),
      extensions: { [`${activityRoot}#attempt`]: exercise.attempt },
    },
    timestamp,
  };
}

// The address of a lesson file's activities: each lesson is an activity of its own, named by the URL that opens it
// (`<root>?lesson=attention_scores`); the playground's own lesson (lesson null) is the root itself.
export const lessonActivity = (activityRoot, lesson) =>
  (lesson ? `${activityRoot}?lesson=${encodeURIComponent(lesson)}` : activityRoot);

// check: {title, passed, message, attempt} as the app reports a lesson file's check; lesson: its name in the URL.
export function checkAnsweredStatement(activityRoot, check, timestamp, lesson = null) {
  return {
    verb: verb('answered'),
    object: {
      objectType: 'Activity',
      id: `${lessonActivity(activityRoot, lesson)}#check`,
      definition: { type: CODE_ACTIVITY, name: text(check.title || 'Lesson'), description: text('The lesson\'s check') },
    },
    result: {
      success: Boolean(check.passed), response: check.passed ? '' : String(check.message),
      score: { scaled: check.passed ? 1 : 0, raw: check.passed ? 1 : 0, min: 0, max: 1 },
      extensions: { [`${activityRoot}#attempt`]: check.attempt },
    },
    timestamp,
  };
}

// run: {ok, error_type} as qkv.run answers; example: the code panel's tab (1 … 4); lesson: the lesson file's name.
export function attemptedStatement(activityRoot, run, example, timestamp, lesson = null) {
  const extensions = { [`${activityRoot}#example`]: example };
  if (!run.ok) extensions[`${activityRoot}#error-type`] = run.error_type || 'Error';
  return {
    verb: verb('attempted'),
    object: {
      objectType: 'Activity',
      id: `${lessonActivity(activityRoot, lesson)}#code`,
      definition: { type: CODE_ACTIVITY, name: text('Try it Yourself'),
                    description: text('The code panel\'s program') },
    },
    result: { success: Boolean(run.ok), extensions },
    timestamp,
  };
}
