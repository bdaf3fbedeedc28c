/** custom-elements.json exact per element, and the editor data made from it, named in package.json. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

const json = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const manifest = json('custom-elements.json');
const pkg = json('package.json');
interface Declaration { name: string; tagName?: string; attributes?: { name: string; type?: { text: string } }[]; members?: { name: string; type?: { text: string } }[]; events?: { name: string; type?: { text: string } }[] }
const declarations: Declaration[] = manifest.modules.flatMap((mod: { declarations?: Declaration[] }) => mod.declarations ?? []);
const element = (tag: string) => declarations.find((d) => d.tagName === tag)!;
const attribute = (tag: string, name: string) => element(tag).attributes?.find((a) => a.name === name);
const TAGS = ['patience-funnel', 'patience-indian', 'patience-well', 'patience-well-of-truth'];

describe('custom-elements.json, per element', () => {
  it('lists free-draw (attribute and property) on the Funnel alone', () => {
    for (const tag of TAGS) {
      const funnel = tag === 'patience-funnel';
      assert.equal(attribute(tag, 'free-draw') !== undefined, funnel, tag);
      assert.equal(element(tag).members!.some((m) => m.name === 'freeDraw'), funnel, tag);
    }
  });

  it('types the deck by game: 52 alone for the Well of Truth', () => {
    for (const tag of TAGS) {
      const deck = tag === 'patience-well-of-truth' ? '52' : '36 | 52';
      assert.equal(attribute(tag, 'deck')?.type?.text, deck, tag);
      assert.equal(element(tag).members!.find((m) => m.name === 'deck')?.type?.text, deck, tag);
    }
  });

  it('names every event with its class, and each class its detail type', () => {
    const events = element('patience-funnel').events!;
    for (const name of ['patience-win', 'patience-lose', 'patience-hint', 'patience-restart', 'patience-abandon', 'patience-move']) {
      const event = events.find((e) => e.name === name);
      assert.ok(event, name);
      const detail = declarations.find((d) => d.name === event.type?.text)?.members?.find((m) => m.name === 'detail')?.type?.text;
      assert.match(detail ?? '', /Detail$/, name);
    }
    assert.equal(declarations.find((d) => d.name === 'PatienceWinEvent')!.members![0]!.type!.text, 'OutcomeDetail');
    assert.ok(attribute('patience-well', 'no-end-dialog'));
  });
});

describe('editor data', () => {
  it('ships vscode.html-custom-data.json and web-types.json, named in package.json', () => {
    assert.equal(pkg['web-types'], './web-types.json');
    for (const file of ['vscode.html-custom-data.json', 'web-types.json']) {
      assert.ok(pkg.files.includes(file), file);
      assert.equal(pkg.exports[`./${file}`], `./${file}`);
    }
  });

  it('gives each editor each element\'s own attributes and values', () => {
    const vscode = json('vscode.html-custom-data.json');
    const tag = (name: string) => vscode.tags.find((t: { name: string }) => t.name === name);
    assert.deepEqual(vscode.tags.map((t: { name: string }) => t.name), TAGS);
    assert.deepEqual(tag('patience-well-of-truth').attributes.find((a: { name: string }) => a.name === 'deck').values, [{ name: '52' }]);
    assert.equal(tag('patience-well').attributes.some((a: { name: string }) => a.name === 'free-draw'), false);
    const web = json('web-types.json').contributions.html.elements;
    const funnel = web.find((e: { name: string }) => e.name === 'patience-funnel');
    assert.ok(funnel.attributes.some((a: { name: string }) => a.name === 'free-draw'));
    assert.match(funnel.events.find((e: { name: string }) => e.name === 'patience-win').value.type, /OutcomeDetail/);
  });
});
