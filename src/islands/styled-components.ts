/**
 * styled-components as the islands get it in the browser (src/bundling/islands.ts points their
 * imports of 'styled-components' here): the library itself, told first which classes the page's
 * server-rendered styles already hold (server-styles.ts).
 */
import { __PRIVATE__ } from 'styled-components';
import { takeOverServerStyles } from './server-styles';

export * from 'styled-components';
export { default } from 'styled-components';

takeOverServerStyles(__PRIVATE__.mainSheet);
