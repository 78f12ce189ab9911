#!/usr/bin/env bash
# Build the Linux bundle, its .tar.xz and the .deb, all into packaging/out/:
#
#   packaging/build-linux.sh
#
# Python: $PYTHON if set, else the active virtualenv, else the checkout's .venv, else a new venv in
# packaging/out/venv; the project and its `package` extra (PyInstaller) are installed into it when
# missing. The bundle is made from the checkout this script is in (PYTHONPATH points there first).
# Needs patchelf and xz (apt-get install patchelf xz-utils), and dpkg-deb (Debian/Ubuntu) for the .deb;
# the .tar.xz is made without dpkg-deb.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(dirname "$HERE")
OUT=$HERE/out
NAME=dawnofempires
say() { printf '\n== %s\n' "$*"; }
for tool in patchelf xz readelf objdump; do
    command -v "$tool" >/dev/null || { echo "$tool is missing: apt-get install patchelf xz-utils binutils" >&2; exit 1; }
done
export PYTHONPATH="$ROOT${PYTHONPATH:+:$PYTHONPATH}"

# --- 1. a Python with the program and PyInstaller ------------------------------------------------
if [[ -z "${PYTHON:-}" ]]; then
    if [[ -n "${VIRTUAL_ENV:-}" ]]; then
        PYTHON=$VIRTUAL_ENV/bin/python
    elif [[ -x "$ROOT/.venv/bin/python" ]]; then
        PYTHON=$ROOT/.venv/bin/python
    else
        if [[ ! -x "$OUT/venv/bin/python" ]]; then
            say "creating $OUT/venv"
            python3 -m venv "$OUT/venv"
        fi
        PYTHON=$OUT/venv/bin/python
    fi
fi
say "Python: $PYTHON"
if ! "$PYTHON" - <<'EOF'
import sys
import PyInstaller, PySide6.QtSvg, qtawesome, platformdirs, dawnofempires_gui  # noqa: F401
major = int(PyInstaller.__version__.split(".")[0])
sys.exit(0 if major == 6 else 1)
EOF
then
    say "installing the project with its [package] extra"
    "$PYTHON" -m pip install --upgrade pip
    "$PYTHON" -m pip install -e "$ROOT[package]"
fi
VERSION=$("$PYTHON" -c 'import dawnofempires_gui; print(dawnofempires_gui.__version__)')
ARCH=$(dpkg --print-architecture 2>/dev/null || uname -m)
case "$(uname -m)" in x86_64) MACHINE=x86_64 ;; aarch64) MACHINE=aarch64 ;; *) MACHINE=$(uname -m) ;; esac
say "dawnofempires $VERSION for $ARCH"

# --- 2. icons (committed; rebuilt only when the SVG is newer) ------------------------------------
QT_QPA_PLATFORM=offscreen "$PYTHON" "$HERE/make_icons.py" --check 2>/dev/null \
    || QT_QPA_PLATFORM=offscreen "$PYTHON" "$HERE/make_icons.py"

# --- 3. the one-folder bundle ----------------------------------------------------------------------
say "PyInstaller"
rm -rf "$OUT/dist/$NAME"
(cd "$ROOT" && "$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath "$OUT/dist" --workpath "$OUT/build" "$HERE/dawnofempires.spec")
BUNDLE=$OUT/dist/$NAME
cp "$ROOT/LICENSE" "$BUNDLE/LICENSE"
# The licence texts: the spec put them in _internal/resources/licenses (where the About box finds them)
# and checked that every bundled component has its text; they show at the top of the bundle too.
ln -s _internal/resources/licenses "$BUNDLE/licenses"
[[ -f "$BUNDLE/licenses/README.md" && -f "$BUNDLE/licenses/BUILD.txt" ]] || { echo "the bundle has no licences folder" >&2; exit 1; }
"$PYTHON" "$HERE/licences.py" check "$BUNDLE"

# PyInstaller copies libpython and Python's extension modules with the build machine's library folder in
# their RUNPATH (here /root/.pyenv/versions/3.11.7/lib): keep only the $ORIGIN-relative entries.
stripped=0
while IFS= read -r -d '' file; do
    [[ "$(head -c4 "$file" | od -An -tx1 | tr -d ' ')" == 7f454c46 ]] || continue
    runpath=$(patchelf --print-rpath "$file" 2>/dev/null) || continue
    [[ -n "$runpath" ]] || continue
    kept=$(tr ':' '\n' <<<"$runpath" | grep '^\$ORIGIN' | paste -sd: - || true)
    [[ "$kept" == "$runpath" ]] && continue
    if [[ -n "$kept" ]]; then patchelf --set-rpath "$kept" "$file"; else patchelf --remove-rpath "$file"; fi
    stripped=$((stripped + 1))
done < <(find "$BUNDLE" -type f -print0)
leftover=$(find "$BUNDLE" -type f \( -name '*.so*' -o -name "$NAME" \) -exec readelf -d {} + 2>/dev/null \
           | grep -E '\((RPATH|RUNPATH)\)' | grep -vE 'path: \[(\$ORIGIN[^]:]*)(:\$ORIGIN[^]:]*)*\]$' || true)
[[ -z "$leftover" ]] || { echo "library paths of the build machine are left in the bundle:" >&2; echo "$leftover" >&2; exit 1; }
echo "rpath: removed the build machine's folders from $stripped files"

reported=$("$BUNDLE/$NAME" --version)
[[ "$reported" == "$NAME $VERSION" ]] || { echo "the bundle says '$reported', expected '$NAME $VERSION'" >&2; exit 1; }
echo "bundle: $BUNDLE ($(du -sh "$BUNDLE" | cut -f1) unpacked), --version: $reported"
# Every library the X11 and offscreen platform plugins need must be in the bundle or on any desktop.
internal=$BUNDLE/_internal
missing=$(for plugin in "$internal"/PySide6/Qt/plugins/platforms/lib{qxcb,qoffscreen}.so; do
    LD_LIBRARY_PATH=$internal:$internal/PySide6/Qt/lib ldd "$plugin" | grep "not found" || true
done | sort -u)
if [[ -n "$missing" ]]; then
    echo "Qt's platform plugins need libraries that are neither bundled nor on this machine:" >&2
    echo "$missing" >&2
    echo "install them here (e.g. apt-get install libxcb-cursor0 libxkbcommon-x11-0 …) and build again" >&2
    exit 1
fi

# --- 4. the .tar.xz: the bundle, a README and install-desktop-entry (menu entry and icon, per user) ---
TARBALL=$OUT/$NAME-$VERSION-linux-$MACHINE.tar.xz
say "tarball"
rm -f "$OUT/$NAME-$VERSION-linux-$MACHINE".tar.*
TARSTAGE=$OUT/tar-root
rm -rf "$TARSTAGE"
mkdir -p "$TARSTAGE"
cp -al "$BUNDLE" "$TARSTAGE/$NAME"  # hard links, not a second copy
install -m 644 "$HERE/linux/README.txt" "$TARSTAGE/$NAME/README.txt"
install -m 755 "$HERE/linux/install-desktop-entry" "$TARSTAGE/$NAME/install-desktop-entry"
tar --sort=name --owner=0 --group=0 --numeric-owner -C "$TARSTAGE" -cf - "$NAME" | xz -9 -T0 > "$TARBALL"
rm -rf "$TARSTAGE"
echo "$TARBALL ($(du -h "$TARBALL" | cut -f1))"
LIMIT_MB=${BUNDLE_LIMIT_MB:-60}
if (( $(stat -c %s "$TARBALL") > LIMIT_MB * 1000 * 1000 )); then
    echo "the compressed bundle is over $LIMIT_MB MB: something unneeded got in (see the spec's EXCLUDES)" >&2
    exit 1
fi

# --- 5. the .deb ------------------------------------------------------------------------------------
if ! command -v dpkg-deb >/dev/null; then
    echo "dpkg-deb not found: no .deb built (the .tar.xz is ready)" >&2
    exit 0
fi
say "deb"
DEB_VERSION=${VERSION//.dev/\~dev}
STAGE=$OUT/deb-root
rm -rf "$STAGE"
mkdir -p "$STAGE/DEBIAN" "$STAGE/opt" "$STAGE/usr/bin" "$STAGE/usr/share/applications" \
         "$STAGE/usr/share/doc/$NAME" "$STAGE/usr/share/icons/hicolor/scalable/apps"
cp -a "$BUNDLE" "$STAGE/opt/$NAME"
ln -s "/opt/$NAME/$NAME" "$STAGE/usr/bin/$NAME"
install -m 644 "$HERE/linux/$NAME.desktop" "$STAGE/usr/share/applications/$NAME.desktop"
for size in 16 24 32 48 64 128 256 512; do
    install -D -m 644 "$ROOT/resources/icons/$NAME-$size.png" \
        "$STAGE/usr/share/icons/hicolor/${size}x${size}/apps/$NAME.png"
done
install -m 644 "$ROOT/resources/icons/$NAME.svg" "$STAGE/usr/share/icons/hicolor/scalable/apps/$NAME.svg"
# The program's MIT licence, then every bundled component: its licence, its texts in
# /opt/dawnofempires/licenses and, for Debian's common licences, /usr/share/common-licenses.
"$PYTHON" "$HERE/licences.py" debian-copyright "$NAME" > "$STAGE/usr/share/doc/$NAME/copyright"
# The oldest glibc the bundle's own binaries ask for.
GLIBC=$(find "$STAGE/opt/$NAME" -type f \( -name '*.so*' -o -name "$NAME" \) -exec objdump -T {} + 2>/dev/null \
        | grep -o 'GLIBC_[0-9.]*' | sed 's/GLIBC_//' | sort -uV | tail -1)
GLIBC=${GLIBC:-2.28}
INSTALLED_SIZE=$(du -sk --exclude=DEBIAN "$STAGE" | cut -f1)
# The description names the games of this build (from the registry).
"$PYTHON" "$HERE/linux/make_control.py" "$HERE/linux/control.in" VERSION="$DEB_VERSION" ARCH="$ARCH" \
    INSTALLED_SIZE="$INSTALLED_SIZE" GLIBC="$GLIBC" > "$STAGE/DEBIAN/control"
# md5sums of every file, as dpkg --verify and debsums check them.
(cd "$STAGE" && find . -path ./DEBIAN -prune -o -type f -printf '%P\0' | LC_ALL=C sort -z | xargs -0 md5sum) \
    > "$STAGE/DEBIAN/md5sums"
chmod -R u+rwX,go+rX,go-w "$STAGE"
chmod 644 "$STAGE/DEBIAN/control" "$STAGE/DEBIAN/md5sums"
DEB=$OUT/${NAME}_${DEB_VERSION}_$ARCH.deb
dpkg-deb --root-owner-group -Zxz -z9 --build "$STAGE" "$DEB" >/dev/null
rm -rf "$STAGE"
dpkg-deb --info "$DEB" | sed -n '/Package:/,$p'
echo "$DEB ($(du -h "$DEB" | cut -f1))"

say "done"
printf '%-52s %12s bytes\n' "bundle (unpacked, du -sb)" "$(du -sb "$BUNDLE" | cut -f1)" \
    "$(basename "$TARBALL")" "$(stat -c %s "$TARBALL")" "$(basename "$DEB")" "$(stat -c %s "$DEB")"
