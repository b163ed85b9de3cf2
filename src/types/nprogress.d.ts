/** The part of nprogress (no bundled types) that src/clientModules/progressBar.ts uses. */
declare module 'nprogress' {
  const nprogress: {
    configure(options: {showSpinner?: boolean}): unknown;
    start(): unknown;
    done(): unknown;
  };
  export default nprogress;
}
