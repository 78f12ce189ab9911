"""The shared visual language of STYLE.md: seat colours, icons and brushes used by every board."""
from __future__ import annotations

from functools import lru_cache

from PySide6.QtGui import QColor, QIcon, QPixmap

from dawnofempires_gui.ui.glyphs import glyph_icon

SEAT_COLOURS = ["#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00", "#CC79A7"]
SEAT_COLOUR_NAMES = ["orange", "sky blue", "green", "yellow", "blue", "vermillion", "purple"]
LEGAL_OUTLINE = QColor("#FF2FD0")  # bright magenta: stands out on every terrain and seat colour
LEGAL_GLOW = QColor(255, 47, 208, 70)

ICONS = {
    "food": "fa6s.wheat-awn",
    "production": "fa6s.hammer",
    "wealth": "fa6s.gem",
    "money": "fa6s.coins",
    "goods": "fa6s.coins",
    "science": "fa6s.flask",
    "favor": "fa6s.hand-holding-heart",
    "wood": "mdi6.axe",
    "stone": "fa6s.cubes",
    "experience": "fa6s.medal",
    "skull": "fa6s.skull",
    "dice": "mdi6.dice-6",
    "points": "fa6s.crown",
    "happy": "fa6s.face-smile",
    "unhappy": "fa6s.face-frown",
    "town": "fa6s.house",
    "warrior": "mdi6.sword",
    "archer": "mdi6.bow-arrow",
    "cavalry": "fa6s.horse",
    "settler": "fa6s.person-hiking",
    "ship": "fa6s.ship",
    "wonder": "fa6s.landmark",
    "city": "mdi6.castle",
    "technology": "fa6s.scroll",
    "computer": "fa6s.robot",
    "undo": "fa6s.rotate-left",
    "save": "fa6s.floppy-disk",
    "open": "fa6s.folder-open",
    "population": "fa6s.person",
    "innovation": "fa6s.lightbulb",
    "army": "mdi6.sword",
    "tribute": "fa6s.scroll",
    "human": "fa6s.user",
    "rules": "fa6s.book",
    "new": "fa6s.plus",
    "home": "fa6s.house-chimney",
}


def seat_colour(index: int, chosen: str = "") -> QColor:
    return QColor(chosen) if chosen else QColor(SEAT_COLOURS[index % len(SEAT_COLOURS)])


@lru_cache(maxsize=512)
def icon(name: str, colour: str = "") -> QIcon:
    """An icon by its meaning ("food") or its qtawesome name ("fa6s.wheat-awn"), in a colour; by default
    in the palette's text colour, so that icons stay visible on dark desktop themes."""
    return glyph_icon(ICONS.get(name, name), colour)


def pixmap(name: str, size: int, colour: str = "") -> QPixmap:
    return icon(name, colour).pixmap(size, size)


def _luminance(colour: QColor) -> float:
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(x) for x in (colour.redF(), colour.greenF(), colour.blueF()))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: QColor, b: QColor) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def readable_on(colour: QColor, background: QColor, ratio: float = 4.5) -> QColor:
    """The colour made darker (on a light background) or lighter (on a dark one) until its text reads at
    the given contrast ratio; the hue is kept so the seat is still recognised."""
    return QColor.fromRgba(_readable_rgba(colour.rgba(), background.rgba(), ratio))


@lru_cache(maxsize=256)
def _readable_rgba(colour: int, background: int, ratio: float) -> int:
    """readable_on by packed colours: worked out once per seat colour and background (a log line asks)."""
    out, ground = QColor.fromRgba(colour), QColor.fromRgba(background)
    dark_background = _luminance(ground) < 0.5
    for _ in range(40):
        if contrast(out, ground) >= ratio:
            return out.rgba()
        h, s, l, a = out.getHslF()
        l = min(1.0, l + 0.04) if dark_background else max(0.0, l - 0.04)
        out = QColor.fromHslF(max(h, 0.0), s, l, a)
    return QColor("#ffffff" if dark_background else "#000000").rgba()
