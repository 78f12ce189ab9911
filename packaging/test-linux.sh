#!/usr/bin/env bash
# Test the .deb the way a player meets it, on this machine (needs root and apt):
#
#   packaging/test-linux.sh [path/to/dawnofempires_*.deb]     (default: the newest in packaging/out/)
#
# 1. installs what the test and the package need (xvfb, xauth, desktop-file-utils, the package's Depends)
#    when missing;
# 2. installs the .deb with dpkg and checks the files it put down (launcher, desktop file, icons);
# 3. starts the INSTALLED program (/usr/bin/dawnofempires), as an ordinary user (nobody) under Xvfb,
#    with --version and then --self-test, which must exit 0;
# 4. checks the program wrote nothing into its install folder;
# 5. purges the package and checks that nothing of it is left on the system.
# Exit status 0 means every step passed. If a step fails, the package is still purged.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
PKG=dawnofempires
SELF_TEST_TIMEOUT=${SELF_TEST_TIMEOUT:-1200}
say() { printf '\n== %s\n' "$*"; }
fail() { printf '\nFAILED: %s\n' "$*" >&2; exit 1; }

[[ $(id -u) -eq 0 ]] || fail "run as root (it installs and removes a package)"
DEB=${1:-$(ls -t "$HERE"/out/${PKG}_*.deb 2>/dev/null | head -1)}
[[ -n "$DEB" && -f "$DEB" ]] || fail "no .deb given and none in $HERE/out (run packaging/build-linux.sh first)"
DEB=$(readlink -f "$DEB")
VERSION=$(dpkg-deb -f "$DEB" Version)
say "testing $DEB (version $VERSION)"

installed() { [[ "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null)" == "install ok installed" ]]; }

# --- 1. what the test and the package need ---------------------------------------------------------
# The first choice of each alternative in Depends, without version constraints.
deps=$(dpkg-deb -f "$DEB" Depends | tr ',' '\n' | sed -e 's/|.*//' -e 's/(.*)//' -e 's/[[:space:]]//g' | grep -v '^$')
missing=()
for p in xvfb xauth desktop-file-utils $deps; do installed "$p" || missing+=("$p"); done
if ((${#missing[@]})); then
    say "apt-get install ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# --- 2. install ------------------------------------------------------------------------------------
if installed "$PKG" || dpkg-query -W "$PKG" >/dev/null 2>&1; then
    say "an earlier $PKG is on the system: purging it first"
    dpkg --purge "$PKG"
fi
cleanup() {
    local status=$?
    if dpkg-query -W "$PKG" >/dev/null 2>&1 && [[ $status -ne 0 ]]; then
        echo "(purging $PKG after the failure)" >&2
        dpkg --purge "$PKG" >/dev/null 2>&1 || true
    fi
    [[ -n "${WORK:-}" ]] && rm -rf "$WORK"
}
trap cleanup EXIT
WORK=$(mktemp -d /tmp/doe-deb-test.XXXXXX)

say "dpkg -i"
dpkg -i "$DEB"
installed "$PKG" || fail "dpkg does not list $PKG as installed"
dpkg -L "$PKG" | sort > "$WORK/files.txt"
for f in /opt/$PKG/$PKG /usr/bin/$PKG /usr/share/applications/$PKG.desktop \
         /usr/share/icons/hicolor/scalable/apps/$PKG.svg /usr/share/doc/$PKG/copyright; do
    grep -qx "$f" "$WORK/files.txt" || fail "the package does not own $f"
    [[ -e "$f" ]] || fail "$f is missing after installing"
done
for size in 16 24 32 48 64 128 256 512; do
    f=/usr/share/icons/hicolor/${size}x${size}/apps/$PKG.png
    [[ -f "$f" ]] || fail "$f is missing"
done
[[ "$(readlink -f /usr/bin/$PKG)" == "/opt/$PKG/$PKG" ]] || fail "/usr/bin/$PKG does not lead to /opt/$PKG/$PKG"
[[ "$(command -v $PKG)" == "/usr/bin/$PKG" ]] || fail "'$PKG' on PATH is $(command -v $PKG), not /usr/bin/$PKG"
if command -v desktop-file-validate >/dev/null; then
    desktop-file-validate /usr/share/applications/$PKG.desktop || fail "desktop-file-validate"
fi
grep -q "^Exec=$PKG" /usr/share/applications/$PKG.desktop || fail "desktop file: Exec"
grep -q "^Icon=$PKG$" /usr/share/applications/$PKG.desktop || fail "desktop file: Icon"
echo "installed: $(wc -l < "$WORK/files.txt") paths, $(du -sh /opt/$PKG | cut -f1) in /opt/$PKG"

# --- 3. run the installed program as an ordinary user, under Xvfb ------------------------------------
USER_HOME=$WORK/home
mkdir -p "$USER_HOME"
chown nobody "$USER_HOME"
as_player() {
    # A clean environment (no Python or Qt settings of ours); extra VAR=value words may lead "$@".
    runuser -u nobody -- env -i PATH=/usr/bin:/bin HOME="$USER_HOME" LANG=C.UTF-8 \
        XDG_RUNTIME_DIR="$USER_HOME/run" DAWNOFEMPIRES_HOME="$USER_HOME/data" "$@"
}
mkdir -p "$USER_HOME/run" && chmod 700 "$USER_HOME/run" && chown nobody "$USER_HOME/run"
chmod 755 "$WORK"

say "$PKG --version (installed copy)"
reported=$(cd / && as_player /usr/bin/$PKG --version)
echo "$reported"
[[ "$reported" == "$PKG ${VERSION//\~/.}" ]] || fail "--version said '$reported'"

say "$PKG --self-test under Xvfb (installed copy, as user nobody)"
start=$(date +%s)
set +e
# QT_QPA_PLATFORM=xcb: the X11 plugin, the one a Linux desktop uses, must load (no silent fallback).
(cd / && as_player QT_QPA_PLATFORM=xcb timeout "$SELF_TEST_TIMEOUT" \
    xvfb-run -a -s "-screen 0 1280x1024x24 -nolisten tcp" /usr/bin/$PKG --self-test) > "$WORK/selftest.log" 2>&1
status=$?
set -e
cat "$WORK/selftest.log"
echo "self-test exit status $status after $(( $(date +%s) - start )) s"
[[ $status -eq 0 ]] || fail "--self-test of the installed program exited $status"
grep -q "qt.qpa.plugin: Could not" "$WORK/selftest.log" && fail "Qt could not load a platform plugin"

# --- 4. the program wrote nothing into /opt ---------------------------------------------------------
find /opt/$PKG | sort > "$WORK/after.txt"
extra=$(comm -13 "$WORK/files.txt" "$WORK/after.txt" || true)
[[ -z "$extra" ]] || fail "files appeared in /opt/$PKG that the package does not own: $extra"

# --- 5. purge and look for leftovers ----------------------------------------------------------------
say "dpkg --purge $PKG"
dpkg --purge "$PKG"
if dpkg-query -W "$PKG" >/dev/null 2>&1; then
    fail "dpkg still knows $PKG: $(dpkg-query -W -f='${Status}' "$PKG")"
fi
if out=$(dpkg -L "$PKG" 2>/dev/null) && [[ -n "$out" ]]; then fail "dpkg -L still lists files"; fi
left=()
for path in /opt/$PKG /usr/bin/$PKG /usr/share/applications/$PKG.desktop /usr/share/doc/$PKG; do
    [[ -e "$path" || -L "$path" ]] && left+=("$path")
done
while IFS= read -r f; do left+=("$f"); done < <(find /usr/share/icons /usr/share/pixmaps -name "$PKG*" 2>/dev/null)
# Every file and link the package owned must be gone (directories shared with others may stay).
while IFS= read -r f; do
    [[ -L "$f" || ( -e "$f" && ! -d "$f" ) ]] && left+=("$f")
done < "$WORK/files.txt"
((${#left[@]} == 0)) || fail "left on the system after purge: ${left[*]}"
echo "nothing of $PKG is left"

say "PASSED: installed, self-test exit 0, purged cleanly ($DEB)"
