// Types for the parts of build-server.mjs that TypeScript files import (the benches).
/** Node's flags for the server, as `npm start` runs it (decision 049). */
export const serverNodeFlags: string[];
