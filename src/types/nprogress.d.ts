// The part of nprogress (the classic theme's navigation progress bar, a dependency) that we call.
declare module 'nprogress' {
  const nprogress: {
    configure(options: {template?: string; barSelector?: string}): void;
  };
  export default nprogress;
}
