import path from 'node:path';

/** The project's root folder, wherever a script or test runs from. */
export const ROOT = path.resolve(__dirname, '../..');
