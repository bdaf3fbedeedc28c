// The demo page: a picker for the four games, their options, and a log of the events a host hears.
// The element entries, as a bundled host imports them (a bare import of the main entry defines
// nothing once bundled: it is free of side effects).
import '../src/elements/patience-well.js';
import '../src/elements/patience-funnel.js';
import '../src/elements/patience-well-of-truth.js';
import '../src/elements/patience-indian.js';

const stage = document.querySelector<HTMLElement>('#stage')!;
const log = document.querySelector<HTMLOListElement>('#log')!;
const form = document.querySelector<HTMLFormElement>('.options')!;
const pickers = [...document.querySelectorAll<HTMLButtonElement>('.games button')];
let tag = new URLSearchParams(location.search).get('game') ?? 'patience-well';

function logEvent(event: Event): void {
  const { detail } = event as Event & { detail: Record<string, unknown> };
  const shown = { ...detail };
  if (Array.isArray(shown.moves)) shown.moves = `[${(shown.moves as string[]).length} moves]`;
  const item = document.createElement('li');
  item.textContent = `${event.type} ${JSON.stringify(shown)}`;
  log.prepend(item);
}

function mount(): void {
  const data = new FormData(form);
  const el = document.createElement(tag);
  // The Well of Truth has one deck size (its deck field is disabled and so not in the form data).
  if (tag !== 'patience-well-of-truth' && data.get('deck')) el.setAttribute('deck', String(data.get('deck')));
  const seed = String(data.get('seed') ?? '').trim();
  if (seed) el.setAttribute('seed', seed);
  el.setAttribute('lang', String(data.get('lang')));
  el.toggleAttribute('free-draw', data.get('free-draw') === 'on');
  el.toggleAttribute('four-colour', data.get('four-colour') === 'on');
  el.toggleAttribute('show-winnable', data.get('show-winnable') === 'on');
  el.toggleAttribute('winnable', data.get('winnable') === 'on');
  if (data.get('theme')) el.setAttribute('theme', String(data.get('theme')));
  stage.replaceChildren(el);
  pickers.forEach((b) => b.setAttribute('aria-pressed', String(b.dataset.game === tag)));
  form.querySelector<HTMLSelectElement>('[name=deck]')!.disabled = tag === 'patience-well-of-truth';
}

// patience-winnability: the solver's answers, with where they ran and how long they took (ms).
for (const type of ['patience-move', 'patience-win', 'patience-lose', 'patience-new-game', 'patience-undo', 'patience-winnability']) {
  stage.addEventListener(type, logEvent);
}
stage.addEventListener('patience-new-game', (e) => {
  form.querySelector<HTMLInputElement>('[name=seed]')!.value = String(e.detail.seed);
});
type Solving = HTMLElement & { hint(): Promise<unknown>; finish(): Promise<boolean> };
const table = () => stage.firstElementChild as Solving;
const logCall = (name: string, value: unknown) => {
  const item = document.createElement('li');
  item.textContent = `${name} → ${JSON.stringify(value)}`;
  log.prepend(item);
};
document.querySelector('#hint')!.addEventListener('click', async () => logCall('hint()', await table().hint()));
document.querySelector('#finish')!.addEventListener('click', async () => logCall('finish()', await table().finish()));
pickers.forEach((button) =>
  button.addEventListener('click', () => {
    tag = button.dataset.game!;
    // The other options (seed, lang, theme, …) stay in the address, so it can still be shared.
    const params = new URLSearchParams(location.search);
    params.set('game', tag);
    history.replaceState(null, '', `?${params}`);
    mount();
  }),
);
form.addEventListener('submit', (e) => {
  e.preventDefault();
  mount();
});
const params = new URLSearchParams(location.search);
for (const name of ['deck', 'seed', 'lang', 'theme']) {
  const value = params.get(name);
  if (value) form.querySelector<HTMLInputElement | HTMLSelectElement>(`[name=${name}]`)!.value = value;
}
mount();
