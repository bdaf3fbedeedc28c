// Custom Elements Manifest: the four elements and their shared base, from their JSDoc.
export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/core/**'],
  litelement: true,
  outdir: '.',
  // package.json already names custom-elements.json; the staleness check must not rewrite it.
  packagejson: false,
  plugins: [
    {
      // The analyzer also lists each `dispatchEvent(new X(...))` call as a nameless event;
      // the named `@fires` entries already describe them.
      name: 'drop-nameless-events',
      packageLinkPhase({ customElementsManifest }) {
        for (const mod of customElementsManifest.modules) {
          for (const declaration of mod.declarations ?? []) {
            if (declaration.events) declaration.events = declaration.events.filter((event) => event.name);
          }
        }
      },
    },
  ],
};
