// The host's own script, after the bundle's tag (the server holds it back): it must still hear the first deal.
window.heard = [];
document.querySelector('patience-funnel').addEventListener('patience-new-game', (e) => window.heard.push(e.detail.seed));
