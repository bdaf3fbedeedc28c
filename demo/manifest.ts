// What each element offers a host, read from custom-elements.json when the demo is built: its
// attributes (with the values each takes), its methods and its events. A new attribute in the
// manifest becomes a control of the demo with no change here.
import manifest from '../custom-elements.json' with { type: 'json' };

export interface AttributeSpec {
  name: string;
  description: string;
  /** `boolean`: a switch; `choice`: one of `values`; `text`: free input, `values` suggested. */
  kind: 'boolean' | 'choice' | 'text';
  values: string[];
}

export interface ElementSpec {
  tag: string;
  summary: string;
  attributes: AttributeSpec[];
  /** Methods a button can call: public, no argument required (focus() is HTMLElement's). */
  methods: { name: string; description: string }[];
  events: string[];
}

interface Declaration {
  tagName?: string;
  summary?: string;
  attributes?: { name: string; description?: string; type?: { text: string } }[];
  members?: { kind: string; name: string; privacy?: string; static?: boolean; description?: string; parameters?: { optional?: boolean; default?: string }[] }[];
  events?: { name: string }[];
}

const TYPE_WORDS = new Set(['number', 'string', 'boolean', 'null', 'undefined']);

/**
 * An attribute's control from its type and description: a union of literals (`36 | 52`, `ru|en`)
 * is a choice; a named type (`Fit`) takes the values its description quotes (`viewport`, …);
 * `number|daily` is text with `daily` suggested.
 */
export function attributeSpec(name: string, type: string, description: string): AttributeSpec {
  if (type === 'boolean') return { name, description, kind: 'boolean', values: [] };
  const members = type.split('|').map((member) => member.trim().replace(/^'(.*)'$/, '$1'));
  const literals = members.filter((member) => member && !TYPE_WORDS.has(member) && !/^[A-Z]/.test(member));
  const named = members.filter((member) => /^[A-Z]/.test(member));
  const quoted = named.length ? [...description.matchAll(/`([a-z][a-z0-9-]*)`/g)].map((m) => m[1]!) : [];
  const values = [...new Set([...literals, ...quoted])];
  const free = members.some((member) => member === 'number' || member === 'string') || (named.length > 0 && quoted.length === 0);
  return { name, description, kind: free ? 'text' : 'choice', values };
}

const declarations = (manifest as { modules: { declarations?: Declaration[] }[] }).modules.flatMap((module) => module.declarations ?? []);

export const ELEMENTS: ElementSpec[] = declarations
  .filter((declaration): declaration is Declaration & { tagName: string } => Boolean(declaration.tagName?.startsWith('patience-')) && Boolean(declaration.attributes?.length))
  .map((declaration) => ({
    tag: declaration.tagName,
    summary: declaration.summary ?? '',
    attributes: (declaration.attributes ?? []).map((attribute) => attributeSpec(attribute.name, attribute.type?.text ?? 'string', attribute.description ?? '')),
    methods: (declaration.members ?? [])
      .filter((member) => member.kind === 'method' && !member.privacy && !member.static && member.name !== 'focus')
      .filter((member) => (member.parameters ?? []).every((parameter) => parameter.optional || parameter.default !== undefined))
      .map((member) => ({ name: member.name, description: member.description ?? '' })),
    events: (declaration.events ?? []).map((event) => event.name),
  }));

export const elementSpec = (tag: string): ElementSpec | undefined => ELEMENTS.find((element) => element.tag === tag);
