#!/usr/bin/env bash
# Checks the README's Installation lines against the versioning promise, as an app sees them:
# the first Swift block of README.md's Installation section (the `platforms:` line and the
# `dependencies:` with Roster's URL) goes, exactly as written, into a scratch app's manifest,
# with the URL replaced by a bare clone of this checkout. The app must resolve to the
# CHANGELOG's latest version; then, with the next patch and the next minor tagged in the clone,
# it must take the patch and never the minor, which the promise says may break source. Every
# other Roster dependency line of the README must use the same requirement.
#
# Tags are only ever made in the scratch clone. When the checkout has no tag of the CHANGELOG's
# latest version (a release being prepared, or a clone without tags), the clone's HEAD gets it,
# and the check says so.
#
# Usage: Docs/install-resolution.sh [README] (the README to read; README.md by default)
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
readme="${1:-README.md}"
scratch="$root/.build-install-resolution"
url='https://github.com/roster-swift/Roster.git'

fail() {
  echo "install-resolution: $*" >&2
  exit 1
}

# The lines of the first ```swift block after "## Installation", before the next "## ".
fragment="$(awk '
  /^## / { inside = ($0 == "## Installation"); next }
  inside && !started && /^```swift$/ { started = 1; next }
  started && /^```$/ { exit }
  started { print }
' "$readme")"
[ -n "$fragment" ] || fail "$readme has no Swift block under '## Installation'"
grep -q '^platforms: \[' <<<"$fragment" ||
  fail "the Installation block of $readme has no 'platforms: [' line; a macOS app cannot depend on Roster without it"
url_line="$(grep -F ".package(url: \"$url\", " <<<"$fragment" || true)"
[ "$(grep -c . <<<"$url_line")" = 1 ] ||
  fail "the Installation block of $readme needs exactly one line with .package(url: \"$url\", …)"

# The requirement as written: what follows the URL, without the call's closing parenthesis.
requirement="$(sed -e "s|.*\.package(url: \"$url\", ||" -e 's/,\{0,1\}[[:space:]]*$//' -e 's/)$//' <<<"$url_line")"
while IFS= read -r line; do
  grep -qF "$url\", $requirement" <<<"$line" ||
    fail "$readme asks for Roster with another requirement than its Installation line ($requirement): $line"
done < <(grep -F "\"$url\"" "$readme")

latest="$(sed -n 's/^## \[\([0-9][0-9]*\.[0-9][0-9]*\.[0-9][0-9]*\)\].*/\1/p' CHANGELOG.md | head -n 1)"
[ -n "$latest" ] || fail "CHANGELOG.md names no version (## [x.y.z])"
IFS=. read -r major minor patch <<<"$latest"
next_patch="$major.$minor.$((patch + 1))"
next_minor="$major.$((minor + 1)).0"

rm -rf "$scratch"
mkdir -p "$scratch/App/Sources/App"
bare="$scratch/Roster.git"
git clone --quiet --bare "$root" "$bare"
tag() {
  git -C "$bare" -c user.name="install-resolution" -c user.email="install-resolution@localhost" \
    tag -a "$1" -m "$1" "$2"
}
if commit="$(git -C "$bare" rev-parse -q --verify "refs/tags/$latest^{commit}")"; then
  :
else
  commit="$(git -C "$bare" rev-parse HEAD)"
  tag "$latest" "$commit"
  echo "install-resolution: the checkout has no tag $latest (the CHANGELOG's latest version);" \
    "tagged the scratch clone's HEAD with it"
fi

fragment="${fragment//\"$url\"/\"file://$bare\"}"
cat >"$scratch/App/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "App",
$fragment
  targets: [
    .executableTarget(name: "App", dependencies: [.product(name: "Roster", package: "Roster")])
  ]
)
MANIFEST
echo 'import Roster' >"$scratch/App/Sources/App/main.swift"

# The version of Roster the app resolves to, from scratch (no shared cache, no earlier pins).
resolve() {
  rm -rf "$scratch/App/.build" "$scratch/App/Package.resolved"
  (cd "$scratch/App" && swift package --disable-dependency-cache resolve >"$scratch/resolve.log" 2>&1) || {
    cat "$scratch/resolve.log" >&2
    fail "the app with the README's Installation lines ($requirement) does not resolve against tags: $(git -C "$bare" tag | tr '\n' ' ')"
  }
  sed -n 's/.*"version" : "\(.*\)".*/\1/p' "$scratch/App/Package.resolved"
}

resolved="$(resolve)"
[ "$resolved" = "$latest" ] ||
  fail "the README's requirement ($requirement) resolved to ${resolved:-nothing}, not $latest, the CHANGELOG's latest version"
echo "install-resolution: the README's Installation lines ($requirement) resolve to $latest"

tag "$next_patch" "$commit"
tag "$next_minor" "$commit"
resolved="$(resolve)"
if [ "$resolved" = "$next_minor" ]; then
  fail "with $next_patch and $next_minor released, the README's requirement ($requirement) takes $next_minor," \
    "a minor release, which may break source before 1.0: an app following the README would take it" \
    "silently. Ask for .upToNextMinor(from: \"$latest\")."
fi
[ "$resolved" = "$next_patch" ] ||
  fail "with $next_patch and $next_minor released, the README's requirement ($requirement) resolved to" \
    "${resolved:-nothing}, expected the patch $next_patch"
echo "install-resolution: with $next_patch and $next_minor released it takes $next_patch, never $next_minor"
rm -rf "$scratch"
