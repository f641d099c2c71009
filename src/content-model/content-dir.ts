import path from 'node:path';

/**
 * The folder the site's content is read from: content/, or the folder CONTENT_DIR names
 * (the tests build the site a second time from another company's content,
 * __tests__/support/fixtures/content). Relative to the project, where every build and test runs.
 */
export const CONTENT_DIR = path.resolve(process.env.CONTENT_DIR ?? 'content');
