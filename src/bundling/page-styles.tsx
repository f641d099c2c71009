/**
 * The styles of a built public page (build time; used by gatsby-ssr.tsx): styled-components'
 * server-rendered style element, marked for the islands to take over rather than for
 * styled-components to redo in the browser (src/islands/server-styles.ts).
 */
import React from 'react';
import { SERVER_STYLES_ATTRIBUTE } from '../islands/server-styles';

/** styled-components' attribute on its style elements; it redoes in the browser those that have it. */
const STYLED_COMPONENTS_ATTRIBUTE = 'data-styled';

type StyleProps = { dangerouslySetInnerHTML?: { __html: string } };

function marked(element: React.ReactNode): React.ReactNode {
  if (Array.isArray(element)) return element.map(marked);
  if (!React.isValidElement<StyleProps>(element) || element.type !== 'style') return element;
  if (!(STYLED_COMPONENTS_ATTRIBUTE in (element.props as object))) return element;
  return (
    <style
      key={element.key}
      {...{ [SERVER_STYLES_ATTRIBUTE]: '' }}
      dangerouslySetInnerHTML={element.props.dangerouslySetInnerHTML}
    />
  );
}

/** The page's head, with styled-components' style element marked as the server's styles. */
export function withServerStyles(headComponents: React.ReactNode[]): React.ReactNode[] {
  return headComponents.map(marked);
}
