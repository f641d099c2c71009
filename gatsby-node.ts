import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { contentTypeDefs } from './src/lib/content-graphql';
import { formatProblems, validateContentDir } from './src/lib/validate-content';
import { netlifyDeliveryWarning } from './src/server/config';

const CONTENT_DIR = path.resolve(__dirname, 'content');
const CONTENT_ERROR = '10000';

/** Stops the build, before anything is rendered, when a content file is wrong. */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) => {
  const warning = netlifyDeliveryWarning(process.env);
  if (warning) reporter.warn(warning);

  const problems = validateContentDir(CONTENT_DIR);
  if (problems.length === 0) return;
  reporter.setErrorMap({
    [CONTENT_ERROR]: {
      text: (context: { sourceMessage: string }) => context.sourceMessage,
      level: 'ERROR',
      category: 'USER',
    },
  });
  reporter.panic({ id: CONTENT_ERROR, context: { sourceMessage: formatProblems(problems) } });
};

/** Every content type is declared, not inferred: a missing required field fails the query. */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(contentTypeDefs());
};
