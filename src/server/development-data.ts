/**
 * What a function has in place of the build's data where no build handed it any (`gatsby
 * develop`): the content as it is now, read from the checkout, and no built page.
 */
import { CONTENT_DIR } from '../content-model/content-dir';
import { readContent } from '../content-model/validate-content';
import { deployContext, retentionOf, type BuiltData } from './built-data';

export function developmentData(): BuiltData {
  return {
    context: deployContext(process.env),
    contactPage: null,
    retention: retentionOf(readContent(CONTENT_DIR, 'privacy').storage),
  };
}
