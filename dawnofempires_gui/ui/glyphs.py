"""Icons drawn from the icon fonts that qtawesome ships, without importing qtawesome itself.

qtawesome's import (through qtpy) costs more than the whole launcher start-up; its fonts are all we need,
and of its charmaps only the codes of the icons the program names, kept in resources/icons/charmap.json
(tools/trim_charmap.py writes it; a name missing there is looked up in the full charmap). A QIconEngine
draws the glyph at whatever size is asked, so icons stay sharp on high-DPI screens.
"""
from __future__ import annotations

import importlib.util
import json
import re
from functools import lru_cache
from pathlib import Path

from PySide6.QtCore import QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontDatabase, QIcon, QIconEngine, QPainter, QPixmap

TRIMMED = Path(__file__).resolve().parent.parent.parent / "resources" / "icons" / "charmap.json"
NAMED = re.compile(r"\b(fa6s|fa6r|mdi6)\.([a-z0-9-]+)")
FONT_PREFIXES = {
    "fa6s": "fontawesome6-solid-webfont",
    "fa6r": "fontawesome6-regular-webfont",
    "mdi6": "materialdesignicons6-webfont",
}


@lru_cache(maxsize=1)
def _fonts_dir() -> Path:
    spec = importlib.util.find_spec("qtawesome")
    if spec is None or not spec.submodule_search_locations:
        raise FileNotFoundError("qtawesome's icon fonts are not installed")
    return Path(list(spec.submodule_search_locations)[0]) / "fonts"


@lru_cache(maxsize=None)
def _family(prefix: str) -> str:
    stem = FONT_PREFIXES[prefix]
    ttf = sorted(_fonts_dir().glob(f"{stem}-[0-9]*.ttf"))[-1]
    families = QFontDatabase.applicationFontFamilies(QFontDatabase.addApplicationFont(str(ttf)))
    if not families:
        raise OSError(f"the icon font {ttf.name} could not be loaded")
    return families[0]


@lru_cache(maxsize=1)
def _trimmed() -> dict[str, int]:
    from dawnofempires_gui.paths import resource

    try:
        return json.loads(resource("icons", "charmap.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


@lru_cache(maxsize=None)
def _full_charmap(prefix: str) -> dict[str, str]:
    stem = FONT_PREFIXES[prefix]
    charmap = sorted(_fonts_dir().glob(f"{stem}-charmap-*.json"))[-1]
    return json.loads(charmap.read_text(encoding="utf-8"))


def full_code(name: str) -> int:
    """An icon's code as qtawesome's full charmap gives it."""
    prefix, _, icon_name = name.partition(".")
    return int(_full_charmap(prefix)[icon_name], 16)


def names_in_sources(root: Path) -> set[str]:
    """Every icon name written in the program's code and data under `root`."""
    found = set()
    for folder in ("dawnofempires_gui", "resources"):
        for path in (root / folder).rglob("*"):
            if path.suffix in (".py", ".toml", ".json", ".md") and path != TRIMMED:
                found.update(f"{m[0]}.{m[1]}" for m in NAMED.findall(path.read_text(encoding="utf-8")))
    return found


def glyph(name: str) -> tuple[str, str]:
    """(font family, character) of an icon name like "fa6s.wheat-awn"."""
    prefix, _, _ = name.partition(".")
    code = _trimmed().get(name)
    return _family(prefix), chr(code if code is not None else full_code(name))


def palette_text() -> QColor:
    """The text colour of the desktop's palette (light on a dark theme, dark on a light one)."""
    from PySide6.QtGui import QGuiApplication, QPalette

    return QGuiApplication.palette().color(QPalette.WindowText)


class GlyphEngine(QIconEngine):
    """Draws one icon glyph; colour "" follows the palette's text colour at every paint. The pixmaps it
    made are kept: a button asks for its icon's pixmap each time it paints."""

    def __init__(self, name: str, colour: str) -> None:
        super().__init__()
        self.name = name
        self.colour = colour
        self._made: dict[tuple, QPixmap] = {}

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode, state: QIcon.State) -> None:
        family, char = glyph(self.name)
        font = QFont(family)
        font.setPixelSize(max(1, round(min(rect.width(), rect.height()) * 0.9)))
        painter.save()
        painter.setFont(font)
        colour = QColor(self.colour) if self.colour else palette_text()
        if mode == QIcon.Disabled:
            colour = QColor(150, 150, 150, 160)
        painter.setPen(colour)
        painter.drawText(QRectF(rect), Qt.AlignCenter, char)
        painter.restore()

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        key = (size.width(), size.height(), mode, state, None if self.colour else palette_text().rgba())
        pix = self._made.get(key)
        if pix is None:
            pix = QPixmap(size)
            pix.fill(Qt.transparent)
            painter = QPainter(pix)
            painter.setRenderHint(QPainter.TextAntialiasing)
            self.paint(painter, QRect(0, 0, size.width(), size.height()), mode, state)
            painter.end()
            if len(self._made) >= 8:
                self._made.clear()
            self._made[key] = pix
        return pix

    def clone(self) -> QIconEngine:
        return GlyphEngine(self.name, self.colour)


def glyph_icon(name: str, colour: str) -> QIcon:
    return QIcon(GlyphEngine(name, colour))
