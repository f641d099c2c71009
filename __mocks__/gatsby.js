/**
 * Gatsby's build-time pieces replaced for unit tests (Gatsby's unit-testing guide): `graphql`
 * returns the query text, `Link` renders a plain anchor, and `useStaticQuery` answers from the
 * fixture content set by __tests__/support/fixture-content.ts.
 */
const React = require('react');
const gatsby = jest.requireActual('gatsby');

module.exports = {
  ...gatsby,
  graphql: jest.fn((strings) => strings.join('')),
  Link: jest.fn(
    ({
      activeClassName,
      activeStyle,
      getProps,
      innerRef,
      partiallyActive,
      ref,
      replace,
      state,
      to,
      ...rest
    }) =>
      React.createElement('a', {
        ...rest,
        href: to,
        ref: innerRef,
        // Like Gatsby's Link: the click navigates inside the app, not by loading a new document.
        onClick: (event) => {
          if (rest.onClick) rest.onClick(event);
          if (!event.defaultPrevented) {
            event.preventDefault();
            module.exports.navigate(to);
          }
        },
      }),
  ),
  navigate: jest.fn(),
  useStaticQuery: jest.fn(),
};
