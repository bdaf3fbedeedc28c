// The demo page as a host would show it to a colleague: the four games, every attribute of the
// element in play as a control (from custom-elements.json, see manifest.ts), its methods as
// buttons, its markup, and a log of every event it sends.
// The element entries, as a bundled host imports them.
import '../src/elements/patience-well.js';
import '../src/elements/patience-funnel.js';
import '../src/elements/patience-well-of-truth.js';
import '../src/elements/patience-indian.js';
import { ELEMENTS, elementSpec, type AttributeSpec, type ElementSpec } from './manifest.js';
import { logCall, logEvent } from './event-log.js';

/** What the demo sets before the host changes anything: the table fits the room beside the controls. */
const DEMO_DEFAULTS: Record<string, string> = { fit: 'contain' };

const stage = document.querySelector<HTMLElement>('#stage')!;
const form = document.querySelector<HTMLFormElement>('#attributes')!;
const methods = document.querySelector<HTMLElement>('#methods')!;
const markup = document.querySelector<HTMLElement>('#markup')!;
const pickers = [...document.querySelectorAll<HTMLButtonElement>('.games button')];
const wide = matchMedia('(min-width: 1000px)');

/** The attributes the host has set, kept across games (each game takes those it has) and in the address, which can be shared. */
const query = new URLSearchParams(location.search);
const chosen = new Map<string, string>(query.has('game') ? [...query].filter(([name]) => name !== 'game') : Object.entries(DEMO_DEFAULTS));
let spec: ElementSpec = elementSpec(query.get('game') ?? '') ?? elementSpec('patience-well') ?? ELEMENTS[0]!;

const table = () => stage.firstElementChild as HTMLElement & Record<string, (...args: unknown[]) => unknown>;

function remember(): void {
  const params = new URLSearchParams([['game', spec.tag], ...chosen]);
  history.replaceState(null, '', `?${params}`);
}

function showMarkup(): void {
  const el = table();
  const attributes = [...el.attributes].map((attribute) => (attribute.value === '' ? ` ${attribute.name}` : ` ${attribute.name}="${attribute.value}"`)).join('');
  markup.textContent = `<${spec.tag}${attributes}></${spec.tag}>`;
}

/** Sets or removes one attribute on the element in play, as a host's code would. */
function apply(name: string, value: string | null): void {
  if (value === null) chosen.delete(name);
  else chosen.set(name, value);
  const el = table();
  if (value === null) el.removeAttribute(name);
  else el.setAttribute(name, value);
  remember();
  showMarkup();
}

function control(attribute: AttributeSpec): HTMLElement {
  const field = document.createElement('div');
  field.className = `field ${attribute.kind}`;
  field.title = attribute.description.replace(/`/g, '');
  const id = `attr-${attribute.name}`;
  const label = document.createElement('label');
  label.htmlFor = id;
  label.textContent = attribute.name;
  const value = chosen.get(attribute.name) ?? null;
  let input: HTMLInputElement | HTMLSelectElement;
  if (attribute.kind === 'boolean') {
    input = Object.assign(document.createElement('input'), { type: 'checkbox', checked: value !== null });
    input.addEventListener('change', () => apply(attribute.name, (input as HTMLInputElement).checked ? '' : null));
    field.append(input, label);
  } else if (attribute.kind === 'choice') {
    input = document.createElement('select');
    input.append(new Option('default', ''), ...attribute.values.map((option) => new Option(option, option)));
    input.value = value ?? '';
    input.addEventListener('change', () => apply(attribute.name, input.value === '' ? null : input.value));
    field.append(label, input);
  } else {
    input = Object.assign(document.createElement('input'), { type: 'text', value: value ?? '', placeholder: 'not set', autocomplete: 'off', spellcheck: false });
    if (attribute.values.length) {
      const list = Object.assign(document.createElement('datalist'), { id: `${id}-values` });
      list.append(...attribute.values.map((option) => new Option(option, option)));
      input.setAttribute('list', list.id);
      field.append(list);
    }
    input.addEventListener('change', () => apply(attribute.name, input.value.trim() === '' ? null : input.value.trim()));
    field.prepend(label, input);
  }
  input.id = id;
  input.name = attribute.name;
  return field;
}

/** Shows an attribute's value in its control, whoever set it. */
function showValue(name: string, value: string | null): void {
  const input = form.elements.namedItem(name);
  if (input instanceof HTMLInputElement && input.type === 'checkbox') input.checked = value !== null;
  else if (input instanceof HTMLSelectElement) {
    if (value !== null && ![...input.options].some((option) => option.value === value)) input.append(new Option(value, value));
    input.value = value ?? '';
  } else if (input instanceof HTMLInputElement && document.activeElement !== input) input.value = value ?? '';
}

function methodButton({ name, description }: { name: string; description: string }): HTMLButtonElement {
  const button = Object.assign(document.createElement('button'), { type: 'button', textContent: `${name}()`, title: description.replace(/`/g, '') });
  button.addEventListener('click', async () => logCall(`${name}()`, await table()[name]!()));
  return button;
}

/** Puts `spec`'s element in play with the chosen attributes it has, and its controls beside it. */
function mount(): void {
  const el = document.createElement(spec.tag);
  for (const { name } of spec.attributes) if (chosen.has(name)) el.setAttribute(name, chosen.get(name)!);
  el.addEventListener('patience-new-game', (event) => {
    const seed = form.querySelector<HTMLInputElement>('[name=seed]');
    if (seed) seed.placeholder = `random: ${event.detail.seed}`;
  });
  for (const type of spec.events) el.addEventListener(type, logEvent);
  // The element reflects some attributes itself (the deal's seed, a player's settings): the controls and markup follow.
  new MutationObserver((records) => {
    for (const { attributeName } of records) if (attributeName) showValue(attributeName, el.getAttribute(attributeName));
    showMarkup();
  }).observe(el, { attributes: true });
  stage.replaceChildren(el);
  // Booleans after the fields with values, each group in the manifest's order.
  const byKind = (kind: boolean) => spec.attributes.filter((attribute) => (attribute.kind === 'boolean') === kind);
  form.replaceChildren(...byKind(false).map(control), ...byKind(true).map(control));
  methods.replaceChildren(...spec.methods.map(methodButton));
  document.querySelector('#tag-name')!.textContent = `<${spec.tag}>`;
  document.querySelector('#summary')!.textContent = spec.summary;
  document.querySelector<HTMLAnchorElement>('#reference-link')!.href = `./docs/reference/${spec.tag}.html`;
  pickers.forEach((button) => button.setAttribute('aria-pressed', String(button.dataset.game === spec.tag)));
  remember();
  showMarkup();
}

form.addEventListener('submit', (event) => event.preventDefault());
pickers.forEach((button) =>
  button.addEventListener('click', () => {
    spec = elementSpec(button.dataset.game!) ?? spec;
    mount();
  }),
);
// Beside the table on a wide screen the controls are open; on a phone they fold above it.
const controls = document.querySelector<HTMLDetailsElement>('#controls')!;
controls.open = wide.matches;
wide.addEventListener('change', () => (controls.open = wide.matches));
mount();
