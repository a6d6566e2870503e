#!/usr/bin/env bash
# Makes sure the browser the tests drive exists: Debian's chromium-headless-shell, the headless-only
# build of Chromium that Playwright itself uses for headless runs. It took about a third less CPU
# than the full chromium for the same flows (decision 060), and CPU is what the e2e step waits on
# with two cores. We use Debian's package rather than `npx playwright install`, because this
# project's machines reach only the npm registry and Debian mirrors: Playwright's own browser
# download fails there. Idempotent and silent when present. CHROMIUM_PATH points elsewhere (a full
# chromium to watch a flow, say); the bench's Lighthouse runs keep the full browser.
set -euo pipefail

default_path=/usr/bin/chromium-headless-shell
chromium_path="${CHROMIUM_PATH:-$default_path}"

if [ -x "$chromium_path" ]; then
  exit 0
fi

if [ "$chromium_path" != "$default_path" ]; then
  echo "ensure-chromium: CHROMIUM_PATH=$chromium_path is not an executable file; fix it or unset it to use $default_path." >&2
  exit 1
fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "ensure-chromium: $chromium_path is missing; installing Debian's chromium-headless-shell package..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium-headless-shell >/dev/null
  if [ -x "$chromium_path" ]; then
    echo "ensure-chromium: installed $("$chromium_path" --version 2>/dev/null || echo chromium-headless-shell)."
    exit 0
  fi
  echo "ensure-chromium: apt-get installed chromium-headless-shell but $chromium_path is still missing." >&2
  echo "  Point CHROMIUM_PATH at a Chromium binary and run the tests again." >&2
  exit 1
fi

cat >&2 <<MSG
ensure-chromium: no Chromium at $chromium_path, and this script cannot install it
(it needs root and apt-get). Install it yourself, then run the tests again:
  sudo apt-get update && sudo apt-get install -y chromium-headless-shell
or point CHROMIUM_PATH at an existing Chromium binary. Do not use \`npx playwright install\`:
it downloads a browser from outside the npm registry, which these machines cannot reach.
MSG
exit 1
