#!/usr/bin/env python3
"""Render the program's icon from resources/icons/dawnofempires.svg.

Writes, next to the SVG:
  dawnofempires-<N>.png  for N in SIZES (used by the .deb's hicolor theme and by Qt)
  dawnofempires.ico      every size up to 256 in one file (Windows installer and .exe)
  dawnofempires.icns     the macOS sizes in one file (the .app bundle)

Only Qt is used (QSvgRenderer + QPainter, offscreen), so no Pillow or ImageMagick is needed.
The .ico and .icns containers are written here directly: both formats allow PNG-compressed
entries, and Qt's own ICO/ICNS writers store a single image per file.

    python packaging/make_icons.py            # regenerate everything
    python packaging/make_icons.py --check    # exit 1 if an output is missing or stale
    python packaging/make_icons.py --iconset DIR.iconset   # also Apple's iconset, for `iconutil -c icns`
"""
from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "resources" / "icons"
SVG = ICONS / "dawnofempires.svg"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)  # 256 is the largest an .ico entry may be
# ICNS entry types holding PNG data, by pixel size (the @2x types share their pixel size).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic11", 32),   # 16@2x
    (b"ic12", 64),   # 32@2x
    (b"ic13", 256),  # 128@2x
    (b"ic14", 512),  # 256@2x
    (b"ic10", 1024),  # 512@2x
)


def png_path(size: int) -> Path:
    return ICONS / f"dawnofempires-{size}.png"


def render(renderer: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise RuntimeError("Qt could not encode a PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO file: 6-byte header, one 16-byte directory entry per image, then the PNG payloads."""
    sizes = [s for s in ICO_SIZES if s in pngs]
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, payload = b"", b""
    for size in sizes:
        data = pngs[size]
        edge = 0 if size >= 256 else size  # 0 means 256 in an ICO directory
        entries += struct.pack("<BBBBHHII", edge, edge, 0, 0, 1, 32, len(data), offset + len(payload))
        payload += data
    return header + entries + payload


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICNS file: 'icns' + total length, then (type, length incl. 8-byte header, PNG data) blocks."""
    blocks = b"".join(kind + struct.pack(">I", len(pngs[size]) + 8) + pngs[size] for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", len(blocks) + 8) + blocks


def outputs() -> list[Path]:
    return [png_path(s) for s in SIZES] + [ICONS / "dawnofempires.ico", ICONS / "dawnofempires.icns"]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check that the outputs exist and are newer than the SVG")
    parser.add_argument("--iconset", type=Path, metavar="DIR", help="also write an Apple .iconset folder (icon_16x16.png … icon_512x512@2x.png)")
    args = parser.parse_args(argv)
    if args.check:
        stale = [p for p in outputs() if not p.exists() or p.stat().st_mtime < SVG.stat().st_mtime]
        for path in stale:
            print(f"make_icons: missing or older than the SVG: {path.relative_to(ROOT)}", file=sys.stderr)
        return 1 if stale else 0

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841  (keeps Qt's image plugins loaded)
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        print(f"make_icons: Qt cannot read {SVG}", file=sys.stderr)
        return 1
    pngs: dict[int, bytes] = {}
    for size in sorted(set(SIZES) | {size for _, size in ICNS_TYPES}):
        pngs[size] = png_bytes(render(renderer, size))
    for size in SIZES:
        png_path(size).write_bytes(pngs[size])
    (ICONS / "dawnofempires.ico").write_bytes(ico_bytes(pngs))
    (ICONS / "dawnofempires.icns").write_bytes(icns_bytes(pngs))
    for path in outputs():
        print(f"make_icons: wrote {path.relative_to(ROOT)} ({path.stat().st_size} bytes)")
    if args.iconset:
        args.iconset.mkdir(parents=True, exist_ok=True)
        for point in (16, 32, 128, 256, 512):
            (args.iconset / f"icon_{point}x{point}.png").write_bytes(pngs[point])
            (args.iconset / f"icon_{point}x{point}@2x.png").write_bytes(pngs[2 * point])
        print(f"make_icons: wrote the iconset {args.iconset}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
