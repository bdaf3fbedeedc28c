// Custom Elements Manifest: the four elements and their shared base, from their JSDoc, as
// shipped: dist/ paths, public API only, custom properties with their defaults.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';

/** The package's main entry: the manifest keeps it and the modules it re-exports. */
const ENTRY = 'dist/index.js';

/** The shipped path for a module reference: `src/ui/x.ts`, `/src/ui/x.js` or `./x.js` (from `from`) → `dist/ui/x.js`. */
function shipped(reference, from) {
  let path = reference.startsWith('.') ? posix.join(posix.dirname(from), reference) : reference.replace(/^\//, '');
  path = path.replace(/^(src|dist)\//, 'dist/');
  return path.replace(/\.ts$/, '.js');
}

/** Rewrites every `module` and `path` in a manifest value to shipped paths. */
function rewritePaths(value, from) {
  if (Array.isArray(value)) return value.forEach((item) => rewritePaths(item, from));
  if (value === null || typeof value !== 'object') return;
  for (const [key, inner] of Object.entries(value)) {
    if ((key === 'module' || key === 'path') && typeof inner === 'string') value[key] = shipped(inner, from);
    else rewritePaths(inner, from);
  }
}

/** Private by declaration or by name; protected members are for subclasses (see the .d.ts), not hosts. */
const isHidden = (member) => member.privacy === 'private' || member.privacy === 'protected' || /^[#_]/.test(member.name);

/** `var(--patience-x, fallback)` fallbacks in the styles: the defaults a host overrides. */
function cssDefaults(dir) {
  const found = new Map();
  const files = readdirSync(dir, { recursive: true }).filter((file) => file.endsWith('.ts') && !file.startsWith('core'));
  for (const file of files) {
    const text = readFileSync(join(dir, file), 'utf8');
    for (const match of text.matchAll(/var\((--patience-[a-z0-9-]+)\s*,/g)) {
      // The fallback runs to the parenthesis that closes var( — it may hold gradients and rgba().
      let depth = 1;
      let end = match.index + match[0].length;
      for (; end < text.length && depth > 0; end++) depth += text[end] === '(' ? 1 : text[end] === ')' ? -1 : 0;
      const fallback = text.slice(match.index + match[0].length, end - 1).replace(/\s+/g, ' ').trim();
      if (!found.has(match[1])) found.set(match[1], new Set());
      found.get(match[1]).add(fallback);
    }
  }
  return found;
}

const SRC = join(dirname(new URL(import.meta.url).pathname), 'src');

/**
 * The light theme's custom properties and the colours every theme shares, as
 * src/ui/theme/themes.ts states them once (the styles use them with no fallback): the defaults a host overrides.
 */
function themeDefaults() {
  const script = "import('./src/ui/theme/themes.ts').then((m) => process.stdout.write(JSON.stringify(m.defaultProperties())))";
  return new Map(Object.entries(JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', '-e', script], { cwd: dirname(SRC), encoding: 'utf8' }))));
}

/**
 * The attributes a game element documents itself (`@attr {type} name` in its own JSDoc), by tag:
 * such an attribute (free-draw, deck) is listed only where its element names it, with that
 * element's type, though every element's base class has the property.
 */
function ownAttributes() {
  const byClass = new Map();
  const dir = join(SRC, 'elements');
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
    const text = readFileSync(join(dir, file), 'utf8');
    const name = text.match(/export class (\w+) extends/)?.[1];
    if (name) byClass.set(name, new Map([...text.matchAll(/@attr \{([^}]+)\} ([a-z-]+)/g)].map((m) => [m[2], m[1].split('|').join(' | ')])));
  }
  return byClass;
}

/** Each event class's `detail` type, from `class X extends PatienceEvent<Detail>`. */
function eventDetails() {
  const text = readFileSync(join(SRC, 'ui', 'table', 'events.ts'), 'utf8');
  return new Map([...text.matchAll(/class (\w+) extends PatienceEvent<(\w+)>/g)].map((m) => [m[1], m[2]]));
}

/** Game attributes (see ownAttributes) kept only on the elements that name them, with their own types; their properties too. */
function exactPerElement(declarations) {
  const own = ownAttributes();
  const gameAttributes = new Set([...own.values()].flatMap((attrs) => [...attrs.keys()]));
  for (const declaration of declarations) {
    const mine = own.get(declaration.name);
    if (!declaration.tagName || !mine) continue;
    const fields = new Map();
    declaration.attributes = (declaration.attributes ?? []).filter((attribute) => {
      if (!gameAttributes.has(attribute.name)) return true;
      fields.set(attribute.fieldName ?? attribute.name.replace(/-([a-z])/g, (_, c) => c.toUpperCase()), mine.get(attribute.name));
      if (!mine.has(attribute.name)) return false;
      attribute.type = { text: mine.get(attribute.name) };
      return true;
    });
    declaration.members = (declaration.members ?? []).filter((member) => {
      if (!fields.has(member.name)) return true;
      if (fields.get(member.name) === undefined) return false;
      member.type = { text: fields.get(member.name) };
      return true;
    });
  }
}

export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/core/**'],
  litelement: true,
  outdir: '.',
  // package.json already names custom-elements.json; the staleness check must not rewrite it.
  packagejson: false,
  plugins: [
    {
      name: 'patience-elements-as-shipped',
      packageLinkPhase({ customElementsManifest }) {
        const defaults = cssDefaults(SRC);
        const theme = themeDefaults();
        for (const name of theme.keys()) {
          if (defaults.has(name)) throw new Error(`${name} is the theme's (src/ui/theme/themes.ts): use it as var(${name}), with no fallback (${[...defaults.get(name)].join(' | ')})`);
        }
        for (const mod of customElementsManifest.modules) rewritePaths(mod, mod.path);
        // Only the public modules: the entry and what it re-exports (helpers stay internal).
        const entry = customElementsManifest.modules.find((mod) => mod.path === ENTRY);
        const byPath = new Map(customElementsManifest.modules.map((mod) => [mod.path, mod]));
        const declared = ({ name, module }) => name === '*' || (byPath.get(module)?.declarations ?? []).some((d) => d.name === name);
        // Type-only re-exports (GameStorage, Fit, …) are no JavaScript: the manifest lists neither them nor their modules.
        entry.exports = entry.exports.filter((e) => declared(e.declaration));
        // A module re-exported by name shows only those names, not its helpers.
        const shown = new Map();
        for (const { declaration: { name, module } } of entry.exports) {
          if (shown.get(module) !== '*') shown.set(module, name === '*' ? '*' : new Set([...(shown.get(module) ?? []), name]));
        }
        customElementsManifest.modules = customElementsManifest.modules.filter((mod) => mod.path === ENTRY || shown.has(mod.path));
        for (const mod of customElementsManifest.modules) {
          const names = shown.get(mod.path);
          if (!(names instanceof Set)) continue;
          mod.declarations = (mod.declarations ?? []).filter((d) => names.has(d.name));
          mod.exports = (mod.exports ?? []).filter((e) => names.has(e.declaration?.name ?? e.name));
        }
        const details = eventDetails();
        for (const mod of customElementsManifest.modules) {
          exactPerElement(mod.declarations ?? []);
          for (const declaration of mod.declarations ?? []) {
            // An event class's detail, typed (its base declares it generically).
            if (details.has(declaration.name)) declaration.members = [{ kind: 'field', name: 'detail', type: { text: details.get(declaration.name) }, readonly: true }];
            // The analyzer also lists each `dispatchEvent(new X(...))` call as a nameless event;
            // the named `@fires` entries already describe them.
            if (declaration.events) declaration.events = declaration.events.filter((event) => event.name);
            // `static styles` is the CSS text itself: noise for a host, and kilobytes.
            if (declaration.members) declaration.members = declaration.members.filter((m) => !isHidden(m) && !(m.static && m.name === 'styles'));
            for (const property of declaration.cssProperties ?? []) {
              if (property.default !== undefined) continue;
              if (theme.has(property.name)) {
                property.default = theme.get(property.name);
                continue;
              }
              const fallbacks = [...(defaults.get(property.name) ?? [])];
              if (fallbacks.length > 1) throw new Error(`${property.name} has different fallbacks in the styles (${fallbacks.join(' | ')}): document its default with @cssprop [${property.name}=…]`);
              if (fallbacks.length === 1) property.default = fallbacks[0];
            }
          }
        }
      },
    },
  ],
};
