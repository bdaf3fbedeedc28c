// No npm package may download a browser here: the tests use the system's Chromium and Firefox ESR.
module.exports = { skipDownload: true };
