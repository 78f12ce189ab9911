#!/usr/bin/env bash
# macOS only: build "Dawn of Empires.app" with the shared PyInstaller spec and pack it into a .dmg.
#
#   packaging/macos/build-dmg.sh            -> packaging/out/dawnofempires-<version>-macos-<arch>.dmg
#
# Python: $PYTHON, else the active virtualenv, else a new venv in packaging/out/venv (with .[package]).
# The icon: resources/icons/dawnofempires.icns is committed, written by packaging/make_icons.py with Qt.
# To make it with Apple's own tool instead, set ICNS_WITH_ICONUTIL=1:
#     python packaging/make_icons.py --iconset out/dawnofempires.iconset
#     iconutil -c icns out/dawnofempires.iconset -o resources/icons/dawnofempires.icns
# Signing: PyInstaller signs the bundle ad hoc, which is enough to run it on the machine that downloaded
# it after right-click > Open. For Gatekeeper without a warning, sign with a Developer ID and notarize:
# set CODESIGN_IDENTITY (see packaging/README.md).
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
PACKAGING=$(dirname "$HERE")
ROOT=$(dirname "$PACKAGING")
OUT=$PACKAGING/out
APP_NAME="Dawn of Empires"

[[ "$(uname -s)" == Darwin ]] || { echo "build-dmg.sh runs on macOS only (it needs hdiutil)" >&2; exit 1; }

if [[ -z "${PYTHON:-}" ]]; then
    if [[ -n "${VIRTUAL_ENV:-}" ]]; then
        PYTHON=$VIRTUAL_ENV/bin/python
    else
        [[ -x "$OUT/venv/bin/python" ]] || python3 -m venv "$OUT/venv"
        PYTHON=$OUT/venv/bin/python
    fi
fi
export PYTHONPATH="$ROOT${PYTHONPATH:+:$PYTHONPATH}"
if ! "$PYTHON" -c "import PyInstaller, PySide6.QtSvg, qtawesome, platformdirs, dawnofempires_gui" 2>/dev/null; then
    "$PYTHON" -m pip install --upgrade pip
    "$PYTHON" -m pip install -e "$ROOT[package]"
fi
VERSION=$("$PYTHON" -c 'import dawnofempires_gui; print(dawnofempires_gui.__version__)')
ARCH=$(uname -m)

# --- icon ---------------------------------------------------------------------------------------------
if [[ "${ICNS_WITH_ICONUTIL:-0}" == 1 ]]; then
    rm -rf "$OUT/dawnofempires.iconset"
    QT_QPA_PLATFORM=offscreen "$PYTHON" "$PACKAGING/make_icons.py" --iconset "$OUT/dawnofempires.iconset"
    iconutil -c icns "$OUT/dawnofempires.iconset" -o "$ROOT/resources/icons/dawnofempires.icns"
else
    QT_QPA_PLATFORM=offscreen "$PYTHON" "$PACKAGING/make_icons.py" --check 2>/dev/null \
        || QT_QPA_PLATFORM=offscreen "$PYTHON" "$PACKAGING/make_icons.py"
fi

# --- the .app -----------------------------------------------------------------------------------------
rm -rf "$OUT/dist/dawnofempires" "$OUT/dist/$APP_NAME.app"
(cd "$ROOT" && "$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath "$OUT/dist" --workpath "$OUT/build" "$PACKAGING/dawnofempires.spec")
APP="$OUT/dist/$APP_NAME.app"
[[ -d "$APP" ]] || { echo "PyInstaller made no $APP" >&2; exit 1; }
if [[ -n "${CODESIGN_IDENTITY:-}" ]]; then
    codesign --force --deep --options runtime --timestamp --sign "$CODESIGN_IDENTITY" "$APP"
fi
reported=$("$APP/Contents/MacOS/dawnofempires" --version)
[[ "$reported" == "dawnofempires $VERSION" ]] || { echo "the app says '$reported'" >&2; exit 1; }

# --- the .dmg: the app and a link to /Applications to drag it onto ------------------------------------
STAGE=$OUT/dmg-stage
rm -rf "$STAGE"
mkdir -p "$STAGE"
cp -R "$APP" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
cp "$ROOT/LICENSE" "$STAGE/LICENSE.txt"
# The licence texts of every bundled component: inside the app (resources/licenses, where the About box
# finds them; the spec checked none is missing) and beside it in the dmg, as in the Linux and Windows
# bundles.
LICENCES=$(find "$APP/Contents" -type d -path '*/resources/licenses' | head -1)
[[ -n "$LICENCES" && -f "$LICENCES/BUILD.txt" ]] || { echo "the app has no licences folder" >&2; exit 1; }
cp -RL "$LICENCES" "$STAGE/licenses"
"$PYTHON" "$PACKAGING/licences.py" check "$OUT/dist/dawnofempires"
DMG=$OUT/dawnofempires-$VERSION-macos-$ARCH.dmg
rm -f "$DMG"
hdiutil create -volname "$APP_NAME $VERSION" -srcfolder "$STAGE" -fs HFS+ -format UDZO -ov "$DMG"
rm -rf "$STAGE"
echo "$DMG ($(du -h "$DMG" | cut -f1))"
