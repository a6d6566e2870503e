#!/usr/bin/env bash
# Makes sure the browser the e2e tests drive exists. We use Debian's chromium package rather than
# `npx playwright install`, because this project's machines reach only the npm registry and Debian
# mirrors: Playwright's own browser download fails there. Idempotent and silent when present.
set -euo pipefail

chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"

if [ -x "$chromium_path" ]; then
  exit 0
fi

if [ "$chromium_path" != "/usr/bin/chromium" ]; then
  echo "ensure-chromium: CHROMIUM_PATH=$chromium_path is not an executable file; fix it or unset it to use /usr/bin/chromium." >&2
  exit 1
fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "ensure-chromium: $chromium_path is missing; installing Debian's chromium package..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  if [ -x "$chromium_path" ]; then
    echo "ensure-chromium: installed $("$chromium_path" --version 2>/dev/null || echo chromium)."
    exit 0
  fi
  echo "ensure-chromium: apt-get installed chromium but $chromium_path is still missing." >&2
  echo "  Point CHROMIUM_PATH at the chromium binary and run the tests again." >&2
  exit 1
fi

cat >&2 <<MSG
ensure-chromium: no Chromium at $chromium_path, and this script cannot install it
(it needs root and apt-get). Install it yourself, then run the tests again:
  sudo apt-get update && sudo apt-get install -y chromium
or point CHROMIUM_PATH at an existing Chromium binary. Do not use \`npx playwright install\`:
it downloads a browser from outside the npm registry, which these machines cannot reach.
MSG
exit 1
