#!/usr/bin/env node
// Editor data from custom-elements.json: vscode.html-custom-data.json (VS Code's HTML language
// features) and web-types.json (JetBrains IDEs). `npm run manifest` writes them; `npm run
// test:manifest` fails when they differ from what the manifest gives.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** `'36 | 52'` → ['36', '52']; any other type (boolean, number, string) has no fixed values. */
const valuesOf = (type) => (/^('[^']*'|\d+)( \| ('[^']*'|\d+))*$/.test(type ?? '') ? type.split(' | ').map((v) => v.replace(/'/g, '')) : []);

/** The tagged classes of the manifest, and each event class's detail type. */
function elementsOf(manifest) {
  const declarations = manifest.modules.flatMap((mod) => mod.declarations ?? []);
  const details = new Map(declarations.filter((d) => d.kind === 'class').map((d) => [d.name, d.members?.find((m) => m.name === 'detail')?.type?.text]));
  return { elements: declarations.filter((d) => d.tagName).sort((a, b) => a.tagName.localeCompare(b.tagName)), details };
}

export function vscodeData(manifest) {
  const { elements } = elementsOf(manifest);
  return {
    $schema: 'https://raw.githubusercontent.com/microsoft/vscode-html-languageservice/main/docs/customData.schema.json',
    version: 1.1,
    tags: elements.map((el) => ({
      name: el.tagName,
      description: el.summary ?? el.description ?? '',
      attributes: (el.attributes ?? []).map((attr) => {
        const values = valuesOf(attr.type?.text);
        return {
          name: attr.name,
          description: attr.description ?? '',
          ...(attr.type?.text === 'boolean' ? { valueSet: 'v' } : values.length ? { values: values.map((name) => ({ name })) } : {}),
        };
      }),
    })),
  };
}

export function webTypes(manifest, pkg) {
  const { elements, details } = elementsOf(manifest);
  return {
    $schema: 'https://raw.githubusercontent.com/JetBrains/web-types/master/schema/web-types.json',
    name: pkg.name,
    version: pkg.version,
    'description-markup': 'markdown',
    contributions: {
      html: {
        elements: elements.map((el) => ({
          name: el.tagName,
          description: el.summary ?? el.description ?? '',
          attributes: (el.attributes ?? []).map((attr) => {
            const values = valuesOf(attr.type?.text);
            const type = attr.type?.text ?? 'string';
            return {
              name: attr.name,
              description: attr.description ?? '',
              value: type === 'boolean' ? { type: 'boolean', required: false } : { type, ...(values.length ? { kind: 'plain' } : {}) },
              ...(values.length ? { values: values.map((name) => ({ name })) } : {}),
            };
          }),
          events: (el.events ?? []).map((event) => ({ name: event.name, description: event.description ?? '', ...(details.get(event.type?.text) ? { value: { type: `${event.type.text} (detail: ${details.get(event.type.text)})` } } : {}) })),
          js: {
            properties: (el.members ?? []).filter((m) => m.kind === 'field' && !m.static).map((m) => ({ name: m.name, description: m.description ?? '', value: { type: m.type?.text ?? 'unknown' } })),
            events: (el.events ?? []).map((event) => ({ name: event.name, description: event.description ?? '' })),
          },
        })),
      },
    },
  };
}

export const EDITOR_FILES = { 'vscode.html-custom-data.json': vscodeData, 'web-types.json': webTypes };

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
  const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
  for (const [file, make] of Object.entries(EDITOR_FILES)) writeFileSync(file, `${JSON.stringify(make(manifest, pkg), null, 2)}\n`);
}
