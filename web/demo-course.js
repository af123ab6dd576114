// demo-course.js — the host side of the postMessage API, as an author would write it: wait for qkv:ready, send
// qkv:setParams from buttons, show the second playground's state as text. Only messages from our iframes count.
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
