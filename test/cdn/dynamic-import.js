// The listener goes on right after the awaited import: it must still hear the first deal.
window.heard = [];
await import('/dist/cdn/patience-elements.js');
document.querySelector('patience-funnel').addEventListener('patience-new-game', (e) => window.heard.push(e.detail.seed));
