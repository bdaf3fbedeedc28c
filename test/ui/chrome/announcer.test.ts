/** The announcer (src/ui/chrome/announcer.ts) on a bare Lit host: the live region and notices. */
import { expect, fixture, nextFrame } from '@open-wc/testing';
import { html, LitElement, render } from 'lit';
import { Announcer } from '../../../src/ui/chrome/announcer.js';

class AnnouncerHost extends LitElement {
  readonly announcer = new Announcer(this);
  protected override render() {
    return this.announcer.render();
  }
}
customElements.define('announcer-host', AnnouncerHost);

const live = (el: AnnouncerHost) => el.shadowRoot!.querySelector('[role="status"]')!.textContent;
const notice = (el: AnnouncerHost) => el.shadowRoot!.querySelector<HTMLElement>('.toast')!;

describe('Announcer', () => {
  it('speaks the same words twice: it clears the region first and sets it on the next frame', async () => {
    const el = await fixture<AnnouncerHost>(html`<announcer-host></announcer-host>`);
    el.announcer.announce('Ten of hearts to Waste');
    await el.updateComplete;
    expect(live(el)).to.equal('');
    await nextFrame();
    await el.updateComplete;
    expect(live(el)).to.equal('Ten of hearts to Waste');
    el.announcer.announce('Ten of hearts to Waste');
    await el.updateComplete;
    expect(live(el)).to.equal('');
    await nextFrame();
    await el.updateComplete;
    expect(live(el)).to.equal('Ten of hearts to Waste');
  });

  it('speaks without rendering its host: the words go straight into the live region', async () => {
    const el = await fixture<AnnouncerHost>(html`<announcer-host></announcer-host>`);
    let renders = 0;
    el.addController({ hostUpdate: () => renders++ });
    el.announcer.announce('Ten of hearts to Waste');
    expect(el.isUpdatePending).to.equal(false);
    await nextFrame();
    expect(live(el)).to.equal('Ten of hearts to Waste');
    expect(renders).to.equal(0);
    // A live region rendered anew gets the words said so far.
    el.shadowRoot!.querySelector('[role="status"]')!.remove();
    render(html``, el.shadowRoot!);
    el.requestUpdate();
    await el.updateComplete;
    expect(live(el)).to.equal('Ten of hearts to Waste');
  });

  it('in one frame, the last announcement is said, and after it the last said alongside, whatever their order', async () => {
    const el = await fixture<AnnouncerHost>(html`<announcer-host></announcer-host>`);
    el.announcer.announce('Ten of hearts to Waste');
    el.announcer.announce('Paused', true);
    el.announcer.announce('Resumed', true);
    await nextFrame();
    await el.updateComplete;
    expect(live(el)).to.equal('Ten of hearts to Waste. Resumed');
    el.announcer.announce('Paused', true);
    el.announcer.announce('New deal, #4');
    await nextFrame();
    await el.updateComplete;
    expect(live(el)).to.equal('New deal, #4. Paused');
  });

  it('shows a notice for a moment and speaks it; clearNotice hides it', async () => {
    const el = await fixture<AnnouncerHost>(html`<announcer-host></announcer-host>`);
    el.announcer.notify('Nothing goes on a king');
    await nextFrame();
    await el.updateComplete;
    expect(notice(el).hidden).to.equal(false);
    expect(notice(el).textContent).to.equal('Nothing goes on a king');
    expect(live(el)).to.equal('Nothing goes on a king');
    el.announcer.clearNotice();
    await el.updateComplete;
    expect(notice(el).hidden).to.equal(true);
  });
});
