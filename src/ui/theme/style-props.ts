/**
 * `style=${styleProps({ left: '4px', '--columns': '7' })}`: sets inline style properties
 * through the CSSOM, those whose value changed since the last render. Lit's own styleMap writes a `style` attribute on the
 * first render, which a strict Content-Security-Policy (no 'unsafe-inline' styles) blocks.
 */
import { noChange } from 'lit';
import { Directive, directive, PartType, type AttributePart, type PartInfo } from 'lit/directive.js';

type StyleProperties = Readonly<Record<string, string>>;

class StylePropsDirective extends Directive {
  private previous: StyleProperties = {};

  constructor(partInfo: PartInfo) {
    super(partInfo);
    if (partInfo.type !== PartType.ATTRIBUTE || partInfo.name !== 'style') {
      throw new Error('styleProps() belongs in a style attribute binding');
    }
  }

  render(_properties: StyleProperties): typeof noChange {
    return noChange;
  }

  override update(part: AttributePart, [properties]: [StyleProperties]): typeof noChange {
    const style = (part.element as HTMLElement).style;
    for (const name in this.previous) if (!(name in properties)) style.removeProperty(name);
    // Only what changed: a pile renders every card's box again, and most stay where they were.
    for (const [name, value] of Object.entries(properties)) if (this.previous[name] !== value) style.setProperty(name, value);
    this.previous = properties;
    return noChange;
  }
}

export const styleProps = directive(StylePropsDirective);
