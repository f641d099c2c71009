#!/usr/bin/env bash
# The unit tests and the built-site tests once more, on the site built from another company's
# content (__tests__/support/fixtures/content: other name, hours, copy, no WhatsApp): proof that
# no test depends on the example copy in content/. Part of `npm run test:site`.
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
