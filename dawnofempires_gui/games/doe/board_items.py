"""The look shared by every part of the Dawn of Empires board: colours, terrain and action icons, the
smallest text size, anchored text and icon glyphs in the board's ink, and the supply's tooltips.

Clickable things are the shared ui/targets.Target (and Chip, a drawn button); a Target is armed by the
board (board.py) with the legal actions it stands for. Text is never smaller than MIN_PX scene pixels:
the board is laid out so that the fitted view of a 1024×700 window (scale 0.6 or more) shows it at 9 px
or more.

Speed: the board is painted part by part from pictures (ui/pictures.py): a part (a tile, the
rondel, a column of the supply, a track of the player board) is drawn item by item only when something in
it changed or the view's scale did; an unchanged board is a few dozen pixmap copies.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem

from dawnofempires_gui.ui.drawing import AnchoredText, brush, font, metrics, pen  # noqa: F401 (for the boards)
from dawnofempires_gui.ui.drawing import Glyph as SharedGlyph
from dawnofempires_gui.ui.pictures import cached, is_shelved, part, parts_of, shelve  # noqa: F401 (for the boards)
from dawnofempires_gui.engine.words import plural

from . import data as D

INK = "#33291b"
SOFT = "#5a4a30"
PAPER = "#f4ecd6"
PARCHMENT = "#e3d5b0"
TABLE = "#d9cdb0"  # the table under the board's parts
FAINT = "#7d6e55"
ALERT = "#8a1f00"
MIN_PX = 15  # the smallest text of the board, in scene pixels (9 px on screen at scale 0.6)

# Terrain look: a muted natural fill, a darker outline, an icon and a letter (never colour alone).
TERRAIN = {
    "grassland": ("#9cc27a", "#56733c", "mdi6.grass", "G"),
    "plains": ("#e2cf7e", "#9a8538", "mdi6.barley", "P"),
    "forest": ("#5f8f57", "#2f4f2a", "mdi6.pine-tree", "F"),
    "hills": ("#b99a6b", "#6e5431", "fa6s.mound", "H"),
    "mountains": ("#9d9a95", "#55524c", "fa6s.mountain", "M"),
    "desert": ("#e8c48a", "#a37a3b", "mdi6.cactus", "D"),
    "ocean": ("#7fadd0", "#3c6a8f", "mdi6.waves", "O"),
}
TECH_COLOURS = {"green": "#7fb069", "blue": "#6c9bd2", "yellow": "#e6c85a", "red": "#d77a61"}
RES_COLOURS = {"food": "#7a5b12", "production": "#6b4f2a", "wealth": "#6a3d9a", "money": "#8a6d1f",
               "science": "#2f5d8a"}
ACTION_ICONS = {"harvest": "mdi6.barley", "research": "science", "recruit": "warrior", "move": "fa6s.person-hiking",
                "explore": "fa6s.compass", "build": "fa6s.trowel-bricks", "grow": "town"}


def inert(item: QGraphicsItem) -> QGraphicsItem:
    item.setAcceptedMouseButtons(Qt.NoButton)
    item.setAcceptHoverEvents(False)
    return item


class Glyph(SharedGlyph):
    """An icon centred on its position, in the board's ink by default."""

    def __init__(self, name: str, size: float, colour: str = INK, parent: QGraphicsItem | None = None,
                 x: float = 0, y: float = 0) -> None:
        super().__init__(name, size, colour, parent, x, y, centred=True)


class Text(AnchoredText):
    """Anchored text in the board's ink, never smaller than MIN_PX."""

    def __init__(self, text: str, px: float, parent: QGraphicsItem | None, x: float = 0, y: float = 0,
                 align: str = "l", colour: str = INK, bold: bool = False) -> None:
        super().__init__(text, max(px, MIN_PX), parent, x, y, align, colour, bold)


class WordsWhenRead:
    """An item whose tooltip is written when read (the scene's helpEvent and the tests ask toolTip()): `words`,
    a function of nothing, says it for what the board shows now; a redraw writes nothing."""

    words = None

    def toolTip(self) -> str:  # noqa: N802
        return self.words() if self.words is not None else super().toolTip()


class TipText(WordsWhenRead, Text):
    pass


class TipRect(WordsWhenRead, QGraphicsRectItem):
    pass


def elide(text: str, px: float, width: float, bold: bool = False) -> str:
    return metrics(max(px, MIN_PX), bold).elidedText(text, Qt.ElideRight, width)


def light(colour: str, amount: float = 0.6) -> str:
    c = QColor(colour)
    return QColor(round(c.red() + (255 - c.red()) * amount), round(c.green() + (255 - c.green()) * amount),
                  round(c.blue() + (255 - c.blue()) * amount)).name()


def dark(colour: str) -> bool:
    c = QColor(colour)
    return 0.299 * c.red() + 0.587 * c.green() + 0.114 * c.blue() < 120


def readable(colour: str) -> str:
    """A seat's colour for icons drawn on the board's light paper: pale colours (yellow) a shade darker."""
    c = QColor(colour)
    return c.darker(150).name() if 0.299 * c.red() + 0.587 * c.green() + 0.114 * c.blue() > 170 else colour


def ink_on(colour: str) -> str:
    return "#ffffff" if dark(colour) else "#111111"


# ---------------------------------------------------------------------- tooltips of the supply
def tech_tip(tid: str, left: int, owners: list[str]) -> str:
    t = D.TECHS[tid]
    lines = [f"<b>{t.name}</b> — {t.colour} technology", f"Cost: {t.cost} science", t.text or "No effect of its own."]
    allows = [b.name for b in D.BUILDINGS.values() if tid in b.requires]
    if allows:
        lines.append("Allows building: " + ", ".join(allows))
    lines.append(f"Copies left in the supply: {left} of {t.copies}")
    if owners:
        lines.append("Held by: " + ", ".join(owners))
    lines.append("1 victory point at the end.")
    return "<br>".join(lines)


def building_effect(b: D.Building) -> str:
    bits = []
    if b.effect:
        bits.append(b.effect)
    for ter, res, n in b.convert:
        bits.append(f"Harvest: {ter} cube → {n} {res}.")
    if b.exchange is not None:
        bits.append(f"During your turn: {b.exchange.text()}.")
    if b.harvest:
        bits.append("Each Harvest: " + ", ".join(f"+{n} {r}" for r, n in b.harvest) + ".")
    if b.happy:
        bits.append(plural(b.happy, "happy face") + ".")
    if b.vp and not b.mars:
        bits.append(plural(b.vp, "victory point") + ".")
    if b.mars:
        bits.append("1 victory point per two empty spaces of your military upkeep track.")
    return " ".join(dict.fromkeys(bits))


def building_tip(bid: str, edition: int, left: int | None, owner: str) -> str:
    b = D.BUILDINGS[bid]
    production, money = b.cost(edition)
    kind = "wonder" if b.kind == "wonder" else "city improvement"
    lines = [f"<b>{b.name}</b> — {kind}", f"Cost: {production} production, {money} money",
             "Requires: " + " or ".join(D.TECHS[t].name for t in b.requires), building_effect(b)]
    if left is not None:
        lines.append(f"Copies left in the supply: {left} of {b.copies}")
    if owner:
        lines.append(("Built by: " if b.kind == "wonder" else "Held by: ") + owner)
    return "<br>".join(x for x in lines if x)
