/**
 * Where the content editor finds its local backend (`decap-server`, which reads and writes the
 * files in content/): Decap's own default address, the one `local_backend: true` in
 * src/cms/cms-config.ts points the editor at. `npm run edit` starts decap-server on this port, the
 * /admin policy lets the editor reach it, and the editor's browser test routes it to a
 * decap-server of its own on a free port.
 */
export const LOCAL_BACKEND_PORT = 8081;
export const LOCAL_BACKEND_ORIGIN = `http://localhost:${LOCAL_BACKEND_PORT}`;
