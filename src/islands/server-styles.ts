import type { __PRIVATE__ } from 'styled-components';

/**
 * The page's styles, as the server wrote them into its HTML, handed to styled-components in the
 * browser without being done again.
 *
 * styled-components' own way is to read the server's style element when its module is evaluated,
 * insert each of its rules again into a style sheet of its own, then remove the server's element:
 * on a slow phone that is a task of 60 ms or more, for styles the page already shows. Instead, the
 * server's element carries SERVER_STYLES_ATTRIBUTE in place of styled-components' attributes
 * (src/bundling/page-styles.tsx), so styled-components does not find it, and `takeOverServerStyles` only tells
 * styled-components which classes the page already has. A component rendered in a state the
 * server did not render gets its class added as usual, in styled-components' own style element
 * after the server's.
 *
 * What that order costs: a rule added in the browser comes after every server rule, where
 * styled-components alone would have put it in its component's place. So for `Ext =
 * styled(Base)`, a class Base takes only in the browser (a prop the server did not render) would
 * beat Ext's server rule on a property both set. No island has such a pair today: keep a styled
 * component that an island extends free of props that change its class, or share a `css`
 * fragment instead. Likewise an island must not use `createGlobalStyle`, whose server rules it
 * could not remove.
 */

/** styled-components' style sheet (its `__PRIVATE__.mainSheet`, or one made for a test). */
type StyleSheet = (typeof __PRIVATE__)['mainSheet'];

/** The attribute of the page's server-rendered style element. */
export const SERVER_STYLES_ATTRIBUTE = 'data-server-styles';

/**
 * styled-components' record, in the server's styles, of the classes each component has there:
 * `data-styled.g12[id="sc-abc-0"]{content:"kdLkq,bZmWx,"}`.
 */
const CLASSES_OF_COMPONENT = /data-styled\.g\d+\[id="([\w-]+)"\]\{content:"([^"]*)"\}/g;

/**
 * Tells `sheet` which classes the server's styles in `root` already hold, so that rendering those
 * adds no rule. Returns how many classes it found.
 */
export function takeOverServerStyles(sheet: StyleSheet, root: ParentNode = document): number {
  let found = 0;
  for (const element of root.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}]`)) {
    for (const [, id = '', classes = ''] of (element.textContent ?? '').matchAll(
      CLASSES_OF_COMPONENT,
    )) {
      for (const name of classes.split(',')) {
        if (name === '') continue;
        sheet.registerName(id, name);
        found += 1;
      }
    }
  }
  return found;
}
