// The host's own script (a file: the policy runs no inline script), which hands the test the
// drop-in's exports and a way to import core.js in this page.
import * as dropIn from '/dist/cdn/patience-elements.js';

window.dropIn = dropIn;
window.importCore = () => import('/dist/cdn/core.js');
