/**
 * Where the content editor finds its local backend (`decap-server`, which reads and writes the
 * files in content/): Decap's own default port, on 127.0.0.1 only, which is where `npm run edit`
 * starts decap-server (scripts/edit-content.ts): nobody else on the network can reach it.
 * `local_backend` in src/cms/cms-config.ts points the editor at it, the /admin policy lets the
 * editor reach it, and the editor's browser test routes it to a decap-server of its own on a free
 * port.
 */
export const LOCAL_BACKEND_HOST = '127.0.0.1';
export const LOCAL_BACKEND_PORT = 8081;
export const LOCAL_BACKEND_ORIGIN = `http://${LOCAL_BACKEND_HOST}:${LOCAL_BACKEND_PORT}`;
/** The address Decap calls (its `local_backend.url`). */
export const LOCAL_BACKEND_URL = `${LOCAL_BACKEND_ORIGIN}/api/v1`;
