#!/usr/bin/env bash
# The unit tests and the built-site tests once more, on the site built from another company's
# content (__tests__/support/fixtures/content: other name, hours, copy, no WhatsApp, an incident
# open on two areas): proof that no test depends on the example copy in content/. Then the same
# company with that incident resolved, as staff would resolve it: the status tests see the notice
# gone and the history keep it. Part of `npm run test:site`.
set -euo pipefail
cd "$(dirname "$0")/.."
export CONTENT_DIR=__tests__/support/fixtures/content
echo "== Unit and built-site tests on the content in $CONTENT_DIR"
npm run test:unit
npm run build
npm run test:html
npm run test:http
npm run test:e2e
npm run test:links

RESOLVED=$(mktemp -d)
trap 'rm -rf "$RESOLVED"' EXIT
cp -R "$CONTENT_DIR"/. "$RESOLVED"
npx tsx __tests__/support/resolve-incidents.ts "$RESOLVED/status.yaml"
export CONTENT_DIR="$RESOLVED"
echo "== The status tests on the same content, its open incident resolved ($CONTENT_DIR)"
npm run build
npx playwright test __tests__/e2e/status.spec.ts __tests__/e2e/coverage.spec.ts
