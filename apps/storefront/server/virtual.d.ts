declare module 'virtual:react-router/server-build' {
  import type { ServerBuild } from 'react-router';

  const build: ServerBuild;
  export = build;
}

declare module '*.svg?raw' {
  const markup: string;
  export default markup;
}
