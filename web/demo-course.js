// demo-course.js — the host side of the postMessage API, as an author would write it: size the first playground
// to its content (lti.frameResize) and list its learner events (qkv:statement); wait for the second's qkv:ready,
// send qkv:setParams from buttons, show its state as text. Only messages from our iframes count.
const first = document.querySelector('#playground-1');
const eventLog = document.querySelector('#event-log');
const second = document.querySelector('#playground-2');
const stateLine = document.querySelector('#state-line');
let secondReady = false;

function describe(state) {
  return `seed ${state.seed}, ${state.tokens} tokens, n_embd ${state.n_embd}, n_head ${state.n_head}, ` +
    `head_size ${state.head_size}; last line: ${state.output[state.output.length - 1] || ''}`;
}

window.addEventListener('message', (event) => {
  if (event.source !== second.contentWindow || event.origin !== location.origin) return;
  const message = event.data;
  if (!message || typeof message.type !== 'string') return;
  if (message.type === 'qkv:ready') secondReady = true;
  if (message.type === 'qkv:ready' || message.type === 'qkv:state') stateLine.textContent = describe(message.state);
  if (message.type === 'qkv:error') stateLine.textContent = `The playground refused: ${message.error}`;
});

for (const button of document.querySelectorAll('.driver button')) {
  button.addEventListener('click', () => {
    if (!secondReady) return;
    second.contentWindow.postMessage({ type: 'qkv:setParams', params: { n_embd: Number(button.dataset.embd) } },
      location.origin);
  });
}

// --- The first playground: its height and its learner events ---------------------------------------------------
first.src = `${first.dataset.src}&origin=${encodeURIComponent(location.origin)}`;

const extension = (result, name) => {
  const found = Object.entries(result.extensions || {}).find(([key]) => key.endsWith(`#${name}`));
  return found && found[1];
};
function summary({ verb, result }) {
  const kind = verb.display['en-US'];
  if (kind === 'answered') {
    const verdict = result.success ? 'right' : 'not right';
    return `answered ${result.response}: ${verdict} (attempt ${extension(result, 'attempt')})`;
  }
  if (kind === 'completed') return `completed the exercise: score ${result.score.raw} of ${result.score.max}`;
  const failure = extension(result, 'error-type');
  return `ran the code of tab ${extension(result, 'example')}: ${result.success ? 'it ran to its end' : failure}`;
}
function logStatement(statement) {
  const item = document.createElement('li');
  const time = document.createElement('time');
  time.dateTime = statement.timestamp;
  time.textContent = new Date(statement.timestamp).toLocaleTimeString();
  item.append(time, ` ${summary(statement)}`);
  eventLog.querySelector('.event-empty')?.remove();
  eventLog.append(item);
}

window.addEventListener('message', (event) => {
  if (event.source !== first.contentWindow || event.origin !== location.origin) return;
  const message = event.data;
  if (message && message.subject === 'lti.frameResize' && Number.isFinite(message.height)) {
    first.style.height = `${message.height}px`;
  }
  if (message && message.type === 'qkv:statement') logStatement(message.statement);
});
