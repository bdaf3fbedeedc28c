/** styleProps (src/ui/theme/style-props.ts): inline style through the CSSOM, only what changed. */
import { expect, fixture, html } from '@open-wc/testing';
import { render } from 'lit';
import { styleProps } from '../../../src/ui/theme/style-props.js';

describe('styleProps', () => {
  it('sets the properties given, writes again only those whose value changed, and removes those no longer given', async () => {
    const host = await fixture<HTMLElement>(html`<div></div>`);
    const show = (props: Record<string, string>) => render(html`<div style=${styleProps(props)}></div>`, host);
    show({ left: '4px', top: '8px' });
    const div = host.querySelector('div')!;
    expect([div.style.left, div.style.top]).to.deep.equal(['4px', '8px']);
    const written: string[] = [];
    const setProperty = div.style.setProperty.bind(div.style);
    div.style.setProperty = (name: string, value: string | null, priority?: string) => {
      written.push(name);
      setProperty(name, value, priority);
    };
    show({ left: '4px', top: '8px' });
    expect(written).to.deep.equal([]);
    show({ left: '4px', top: '9px', '--columns': '7' });
    expect(written).to.deep.equal(['top', '--columns']);
    expect([div.style.left, div.style.top, div.style.getPropertyValue('--columns')]).to.deep.equal(['4px', '9px', '7']);
    show({ left: '4px' });
    expect([div.style.left, div.style.top, div.style.getPropertyValue('--columns')]).to.deep.equal(['4px', '', '']);
  });
});
