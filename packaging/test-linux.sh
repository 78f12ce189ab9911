#!/usr/bin/env bash
# Test the .deb and the .tar.xz the way players meet them, on this machine (needs root and apt):
#
#   packaging/test-linux.sh [dawnofempires_*.deb [dawnofempires-*-linux-*.tar.xz]]
#                           (default: the newest .deb in packaging/out/ and the .tar.xz of its version)
#
# 1. installs what the test and the package need (xvfb, xauth, desktop-file-utils, binutils, xz-utils,
#    the package's Depends) when missing;
# 2. installs the .deb with dpkg and checks the files it put down (launcher, desktop file, icons), the
#    md5sums (dpkg --verify), the licence texts in /opt/dawnofempires/licenses and the copyright file that
#    refers to them, and that no library keeps the build machine's folders in its rpath;
# 3. as an ordinary user (nobody, with a home of its own and an empty environment), under Xvfb: makes an
#    unfinished game with the installed program, so that the user's data folder holds an autosave,
#    settings and a finished game; then runs --version and --self-test of the INSTALLED program (no
#    DAWNOFEMPIRES_HOME), which must exit 0 and leave that data folder and the saves folder byte for byte
#    as they were;
# 4. checks the program wrote nothing into its install folder;
# 5. purges the package and checks that nothing of it is left on the system;
# 6. the .tar.xz, as the same ordinary user, without root: unpacks it in the home folder, checks its
#    README, licences and rpaths, adds the menu entry and icon with ./install-desktop-entry (validated),
#    runs its --version and --self-test with the same check of the data folder, removes the menu entry
#    with --uninstall and checks nothing of it is left.
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
PLAIN_VERSION=${VERSION//\~/.}
TARBALL=${2:-$(ls -t "$(dirname "$DEB")"/$PKG-"$PLAIN_VERSION"-linux-*.tar.xz 2>/dev/null | head -1)}
[[ -n "$TARBALL" && -f "$TARBALL" ]] || fail "no .tar.xz of version $PLAIN_VERSION next to $DEB (run packaging/build-linux.sh)"
TARBALL=$(readlink -f "$TARBALL")
say "testing $DEB (version $VERSION) and $TARBALL"

installed() { [[ "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null)" == "install ok installed" ]]; }

# --- 1. what the test and the package need ---------------------------------------------------------
# The first choice of each alternative in Depends, without version constraints.
deps=$(dpkg-deb -f "$DEB" Depends | tr ',' '\n' | sed -e 's/|.*//' -e 's/(.*)//' -e 's/[[:space:]]//g' | grep -v '^$')
missing=()
for p in xvfb xauth desktop-file-utils binutils xz-utils $deps; do installed "$p" || missing+=("$p"); done
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
         /usr/share/icons/hicolor/scalable/apps/$PKG.svg /usr/share/doc/$PKG/copyright \
         /opt/$PKG/LICENSE /opt/$PKG/licenses; do
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
grep -qi "five" /usr/share/applications/$PKG.desktop && fail "the menu entry promises five games"
dpkg-deb -f "$DEB" Description | grep -qi "five" && fail "the package description promises five games"
echo "installed: $(wc -l < "$WORK/files.txt") paths, $(du -sh /opt/$PKG/ | cut -f1) in /opt/$PKG"

say "md5sums"
[[ -s /var/lib/dpkg/info/$PKG.md5sums ]] || fail "the package has no md5sums"
md5_count=$(wc -l < /var/lib/dpkg/info/$PKG.md5sums)
changed=$(dpkg --verify "$PKG" 2>&1 || true)
[[ -z "$changed" ]] || fail "dpkg --verify: $changed"
echo "$md5_count files listed in md5sums; dpkg --verify finds none changed"

# check_licences FOLDER: every text that components.toml names is in FOLDER, with README.md and BUILD.txt.
check_licences() {
    local folder=$1 texts text count=0
    for f in README.md components.toml BUILD.txt common/LGPL-3.txt common/GPL-3.txt; do
        [[ -s "$folder/$f" ]] || fail "$folder/$f is missing"
    done
    texts=$(sed -n 's/^texts = \[\(.*\)\]/\1/p' "$folder/components.toml" | tr ',' '\n' | tr -d ' "' | sort -u)
    [[ -n "$texts" ]] || fail "$folder/components.toml names no licence text"
    for text in $texts; do
        [[ -s "$folder/$text" ]] || fail "the licence text $folder/$text is missing"
        count=$((count + 1))
    done
    grep -q "GNU LESSER GENERAL PUBLIC LICENSE" "$folder/common/LGPL-3.txt" || fail "$folder/common/LGPL-3.txt is not the LGPL"
    grep -q "download.qt.io" "$folder/Qt.txt" && grep -q "download.qt.io" "$folder/PySide6.txt" \
        || fail "$folder does not say where Qt's and PySide6's sources are"
    grep -qE "^Qt +[0-9]" "$folder/BUILD.txt" || fail "$folder/BUILD.txt does not name Qt's version"
    echo "licences: $count texts in $folder, README.md, BUILD.txt ($(grep -E '^(Qt|PySide6)' "$folder/BUILD.txt" | tr -s ' ' | paste -sd';' -))"
}
# check_rpaths FOLDER: no library keeps a folder of the build machine in its RPATH/RUNPATH.
check_rpaths() {
    local bad
    bad=$(find "$1" -type f \( -name '*.so*' -o -name "$PKG" \) -exec readelf -d {} + 2>/dev/null \
          | grep -E '\((RPATH|RUNPATH)\)' | grep -vE 'path: \[(\$ORIGIN[^]:]*)(:\$ORIGIN[^]:]*)*\]$' || true)
    [[ -z "$bad" ]] || fail "libraries in $1 keep the build machine's folders in their rpath: $bad"
    echo "rpaths: only \$ORIGIN-relative entries in $1"
}

say "licences in the .deb"
check_licences /opt/$PKG/licenses
grep -q "/opt/$PKG/licenses/" /usr/share/doc/$PKG/copyright || fail "the copyright file does not refer to /opt/$PKG/licenses"
grep -q "/usr/share/common-licenses/LGPL-3" /usr/share/doc/$PKG/copyright || fail "the copyright file does not refer to the LGPL-3"
grep -q "^MIT License" /usr/share/doc/$PKG/copyright || fail "the copyright file lacks the program's MIT licence"
for path in $(grep -o "/opt/$PKG/licenses/[^ ,]*" /usr/share/doc/$PKG/copyright | sed 's/[.]$//' | sort -u) \
            $(grep -o "/usr/share/common-licenses/[^ ,]*" /usr/share/doc/$PKG/copyright | sed 's/[.]$//' | sort -u); do
    [[ -e "$path" ]] || fail "the copyright file refers to $path, which is not there"
done
echo "the copyright file refers to $(grep -c '^\* ' /usr/share/doc/$PKG/copyright) components, and every file it names is there"
check_rpaths /opt/$PKG

# --- 3. the installed program, as an ordinary user with a game of their own, under Xvfb --------------
USER_HOME=$WORK/home
mkdir -p "$USER_HOME/run" "$USER_HOME/tmp"
chmod 700 "$USER_HOME/run"
chown -R nobody "$USER_HOME"
chmod 755 "$WORK"
DATA=$USER_HOME/.local/share/dawnofempires_gui  # platformdirs' user data folder on Linux
SAVES="$USER_HOME/Documents/Dawn of Empires saves"
as_player() {
    # A clean environment (no Python or Qt settings of ours, no DAWNOFEMPIRES_HOME); extra VAR=value
    # words may lead "$@".
    runuser -u nobody -- env -i PATH=/usr/bin:/bin HOME="$USER_HOME" LANG=C.UTF-8 TMPDIR="$USER_HOME/tmp" \
        XDG_RUNTIME_DIR="$USER_HOME/run" "$@"
}
on_screen() {  # as_player under Xvfb with the X11 platform plugin (no silent fallback)
    as_player QT_QPA_PLATFORM=xcb timeout "$SELF_TEST_TIMEOUT" \
        xvfb-run -a -s "-screen 0 1280x1024x24 -nolisten tcp" "$@"
}
snapshot() {  # every file and folder under the player's data and saves folders, with its SHA-256
    (cd "$USER_HOME" && find .local/share/dawnofempires_gui Documents -print0 2>/dev/null | LC_ALL=C sort -z \
        | xargs -0 -I{} sh -c 'if [ -f "$1" ]; then printf "%s  %s\n" "$(sha256sum < "$1" | cut -c1-64)" "$1"; else printf "dir  %s\n" "$1"; fi' _ {})
}
# make_player_data PROGRAM: an unfinished game (two computers, stopped after a few seconds), settings,
# a finished game and a save, made by the program itself as the player would.
make_player_data() {
    rm -rf "$USER_HOME/.local/share/dawnofempires_gui" "$USER_HOME/Documents"
    (cd / && on_screen "$1" --new iron --seats "Ana:computer,Ben:computer" --screenshot "$USER_HOME/tmp/shot.png" \
        --wait-ms 4000) > "$WORK/newgame.log" 2>&1 || { cat "$WORK/newgame.log"; fail "$1 --new did not run"; }
    [[ -s "$DATA/autosave.json" ]] || { cat "$WORK/newgame.log"; fail "$1 --new left no autosave in $DATA"; }
    grep -q '"actions"' "$DATA/autosave.json" || fail "the autosave is not a game record"
    as_player cp "$DATA/autosave.json" "$DATA/last-finished.json"
    as_player mkdir -p "$SAVES"
    as_player cp "$DATA/autosave.json" "$SAVES/my game.json"
    [[ -s "$DATA/settings.ini" ]] || as_player sh -c "printf '[window]\nsize=@Size(1111 777)\n' > '$DATA/settings.ini'"
    rm -f "$USER_HOME/tmp/shot.png"
    snapshot > "$WORK/before.txt"
    echo "the player's data: $(grep -c . "$WORK/before.txt") files and folders (autosave of an unfinished game with" \
         "$(grep -c '"kind"' "$DATA/autosave.json") moves, settings.ini, last-finished.json, a save)"
}
# self_test PROGRAM: --self-test as the player, exit 0, and the player's files exactly as before.
self_test() {
    local start status
    start=$(date +%s)
    set +e
    (cd / && on_screen "$1" --self-test) > "$WORK/selftest.log" 2>&1
    status=$?
    set -e
    cat "$WORK/selftest.log"
    echo "self-test exit status $status after $(( $(date +%s) - start )) s"
    [[ $status -eq 0 ]] || fail "--self-test of $1 exited $status"
    grep -q "qt.qpa.plugin: Could not" "$WORK/selftest.log" && fail "Qt could not load a platform plugin"
    grep -q "all games played" "$WORK/selftest.log" || fail "the self-test did not play every game"
    snapshot > "$WORK/after.txt"
    if ! diff -u "$WORK/before.txt" "$WORK/after.txt"; then
        fail "the self-test changed the player's data or saves folder (diff above)"
    fi
    left=$(find "$USER_HOME/tmp" -mindepth 1 -maxdepth 1 -name 'dawnofempires-self-test-*' | head -3)
    [[ -z "$left" ]] || fail "the self-test left its temporary folder: $left"
    echo "the player's $(grep -c . "$WORK/after.txt") files and folders are byte for byte as before"
}

say "$PKG --version (installed copy)"
reported=$(cd / && as_player /usr/bin/$PKG --version)
echo "$reported"
[[ "$reported" == "$PKG $PLAIN_VERSION" ]] || fail "--version said '$reported'"

say "an unfinished game in the player's data folder, made with the installed program"
make_player_data /usr/bin/$PKG

say "$PKG --self-test under Xvfb (installed copy, as user nobody, with the player's own files)"
self_test /usr/bin/$PKG

# --- 4. the program wrote nothing into /opt ---------------------------------------------------------
find /opt/$PKG | sort > "$WORK/after-opt.txt"
extra=$(comm -13 "$WORK/files.txt" "$WORK/after-opt.txt" || true)
[[ -z "$extra" ]] || fail "files appeared in /opt/$PKG that the package does not own: $extra"
changed=$(dpkg --verify "$PKG" 2>&1 || true)
[[ -z "$changed" ]] || fail "files of the package changed while it ran: $changed"

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

# --- 6. the .tar.xz, as the ordinary user, without root ---------------------------------------------
say "the .tar.xz: unpacked by the player in ~/Games"
as_player mkdir -p "$USER_HOME/Games"
as_player tar -xJf "$TARBALL" -C "$USER_HOME/Games"
APP=$USER_HOME/Games/$PKG
for f in $PKG README.txt install-desktop-entry LICENSE licenses/README.md; do
    [[ -e "$APP/$f" ]] || fail "the tarball has no $PKG/$f"
done
[[ -x "$APP/install-desktop-entry" ]] || fail "install-desktop-entry is not executable"
grep -q "install-desktop-entry" "$APP/README.txt" || fail "README.txt does not explain install-desktop-entry"
check_licences "$APP/licenses"
check_rpaths "$APP"
reported=$(cd / && as_player "$APP/$PKG" --version)
[[ "$reported" == "$PKG $PLAIN_VERSION" ]] || fail "the tarball's --version said '$reported'"
echo "--version: $reported"

say "install-desktop-entry (per user, no root)"
as_player "$APP/install-desktop-entry"
ENTRY=$USER_HOME/.local/share/applications/$PKG.desktop
[[ -f "$ENTRY" ]] || fail "no menu entry at $ENTRY"
[[ "$(stat -c %U "$ENTRY")" == nobody ]] || fail "the menu entry is not the player's own"
desktop-file-validate "$ENTRY" || fail "desktop-file-validate $ENTRY"
grep -qx "Exec=$APP/$PKG %f" "$ENTRY" || fail "the menu entry does not start $APP/$PKG: $(grep ^Exec "$ENTRY")"
grep -qx "Icon=$PKG" "$ENTRY" || fail "the menu entry's icon is not $PKG"
for size in 16 24 32 48 64 128 256 512; do
    [[ -f "$USER_HOME/.local/share/icons/hicolor/${size}x${size}/apps/$PKG.png" ]] || fail "no ${size}px icon"
done
[[ -f "$USER_HOME/.local/share/icons/hicolor/scalable/apps/$PKG.svg" ]] || fail "no scalable icon"
echo "menu entry and icons in $USER_HOME/.local/share"

say "an unfinished game made with the tarball's program, then its --self-test"
find "$APP" | sort > "$WORK/tar-before.txt"
make_player_data "$APP/$PKG"
self_test "$APP/$PKG"
find "$APP" | sort > "$WORK/tar-after.txt"
extra=$(comm -13 "$WORK/tar-before.txt" "$WORK/tar-after.txt" || true)
[[ -z "$extra" ]] || fail "the program wrote into its own folder: $extra"

say "install-desktop-entry --uninstall"
as_player "$APP/install-desktop-entry" --uninstall
left=$(find "$USER_HOME/.local/share/applications" "$USER_HOME/.local/share/icons" -type f 2>/dev/null || true)
[[ -z "$left" ]] || fail "left after --uninstall: $left"
echo "no menu entry or icon is left"

say "PASSED: .deb installed, licences and md5sums checked, self-test exit 0 with the player's files untouched, purged cleanly; .tar.xz unpacked, menu entry added and removed, self-test exit 0 with the player's files untouched ($DEB, $TARBALL)"
