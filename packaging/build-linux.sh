#!/usr/bin/env bash
# Build the Linux bundle, its .tar.gz and the .deb, all into packaging/out/:
#
#   packaging/build-linux.sh
#
# Python: $PYTHON if set, else the active virtualenv, else the checkout's .venv, else a new venv in
# packaging/out/venv; the project and its `package` extra (PyInstaller) are installed into it when
# missing. Needs dpkg-deb (Debian/Ubuntu) for the .deb; the .tar.gz is made without it.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(dirname "$HERE")
OUT=$HERE/out
NAME=dawnofempires
say() { printf '\n== %s\n' "$*"; }

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

# --- 4. the .tar.gz ----------------------------------------------------------------------------------
TARBALL=$OUT/$NAME-$VERSION-linux-$MACHINE.tar.gz
say "tarball"
tar --sort=name --owner=0 --group=0 --numeric-owner -C "$OUT/dist" -czf "$TARBALL" "$NAME"
echo "$TARBALL ($(du -h "$TARBALL" | cut -f1))"
LIMIT_MB=${BUNDLE_LIMIT_MB:-100}
if (( $(stat -c %s "$TARBALL") > LIMIT_MB * 1000 * 1000 )); then
    echo "the compressed bundle is over $LIMIT_MB MB: something unneeded got in (see the spec's EXCLUDES)" >&2
    exit 1
fi

# --- 5. the .deb ------------------------------------------------------------------------------------
if ! command -v dpkg-deb >/dev/null; then
    echo "dpkg-deb not found: no .deb built (the tarball is ready)" >&2
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
{
    echo "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
    echo "Upstream-Name: dawnofempires_gui"
    echo
    echo "Files: *"
    echo "Copyright: the dawnofempires_gui team"
    echo "License: MIT"
    echo " The bundle under /opt/$NAME also carries Python (PSF licence), Qt for Python"
    echo " (PySide6, LGPLv3, linked dynamically), qtawesome (MIT; its icon fonts keep their own"
    echo " licences, e.g. SIL OFL 1.1 for Font Awesome Free) and platformdirs (MIT)."
    echo " ."
    sed -e 's/^$/./' -e 's/^/ /' "$ROOT/LICENSE"
} > "$STAGE/usr/share/doc/$NAME/copyright"
# The oldest glibc the bundle's own binaries ask for.
GLIBC=$(find "$STAGE/opt/$NAME" -type f \( -name '*.so*' -o -name "$NAME" \) -exec objdump -T {} + 2>/dev/null \
        | grep -o 'GLIBC_[0-9.]*' | sed 's/GLIBC_//' | sort -uV | tail -1)
GLIBC=${GLIBC:-2.28}
INSTALLED_SIZE=$(du -sk --exclude=DEBIAN "$STAGE" | cut -f1)
sed -e "s/@VERSION@/$DEB_VERSION/" -e "s/@ARCH@/$ARCH/" -e "s/@INSTALLED_SIZE@/$INSTALLED_SIZE/" \
    -e "s/@GLIBC@/$GLIBC/" "$HERE/linux/control.in" > "$STAGE/DEBIAN/control"
chmod -R u+rwX,go+rX,go-w "$STAGE"
DEB=$OUT/${NAME}_${DEB_VERSION}_$ARCH.deb
dpkg-deb --root-owner-group -Zxz --build "$STAGE" "$DEB" >/dev/null
rm -rf "$STAGE"
dpkg-deb --info "$DEB" | sed -n '/Package:/,/Description:/p'
echo "$DEB ($(du -h "$DEB" | cut -f1))"

say "done: $TARBALL and $DEB"
