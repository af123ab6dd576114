// learner-events.js — turns what the app reports (a Check in the exercise, a lesson file's check, the end of a run
// someone asked for) into the xAPI-shaped statements of learner-statements.js and hands them to the modules that
// pass them on: the host page's messages (embed-messages.js) and an LMS's SCORM API (scorm.js).
import {
  attemptedStatement, answeredStatement, checkAnsweredStatement, completedStatement,
} from './learner-statements.js';
import { getState } from './page.js';
import { onMessage } from './wasm.js';

// The playground's address without query or fragment: the root of every id in the statements.
const activityRoot = location.href.split(/[?#]/)[0];
const listeners = [];
let completed = false;  // the exercise was answered right once: `completed` is sent once per page load

// listener(statement, kind) for every statement from now on; kind is its verb (answered, completed, attempted).
export function onStatement(listener) { listeners.push(listener); }

function emit(statement) {
  for (const listener of listeners) {
    try {
      listener(statement, statement.verb.display['en-US']);
    } catch (error) {
      console.warn('qkv: a learner event listener failed:', error);
    }
  }
}

onMessage('exercise_answered', (message) => {
  const exercise = { question: message.question, choices: message.choices, correctChoice: message.correct_choice,
                     chosen: message.chosen, attempt: message.attempt };
  const timestamp = new Date().toISOString();
  emit(answeredStatement(activityRoot, exercise, timestamp));
  if (exercise.chosen === exercise.correctChoice && !completed) {
    completed = true;
    emit(completedStatement(activityRoot, exercise, timestamp));
  }
});

onMessage('lesson_checked', (check) => {
  emit(checkAnsweredStatement(activityRoot, check, new Date().toISOString(), getState().lesson));
});

onMessage('run_finished', ({ result, asked }) => {
  if (!asked) return;
  const timestamp = new Date().toISOString();
  // The message arrives inside the app's frame: ask for the open tab once that frame has returned.
  queueMicrotask(() => {
    const state = getState();
    emit(attemptedStatement(activityRoot, result, state.example, timestamp, state.lesson));
  });
});
