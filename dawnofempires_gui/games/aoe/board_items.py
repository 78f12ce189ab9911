"""The look shared by every part of the Age of Empires board: colours, the icon of each unit and building
type, text never smaller than MIN_PX scene pixels, icons in the board's ink, and the words of the tooltips
that describe a type of piece (its F, d, A, range, M and cost, as the rules' appendix gives them).

The board is laid out (board.py) so that the fitted view of a 1280×820 window shows MIN_PX at 9 px or more.
"""
from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from dawnofempires_gui.games.aoe import data as D
from dawnofempires_gui.games.aoe.combat import halves_words
from dawnofempires_gui.games.aoe.kinds import KINDS, TRAINED_AT
from dawnofempires_gui.games.aoe.words import age_name, cost_words, kind_name
from dawnofempires_gui.ui.drawing import AnchoredText, brush, font, metrics, pen  # noqa: F401  (for the board modules)
from dawnofempires_gui.ui.drawing import Glyph as SharedGlyph
from dawnofempires_gui.ui.style import seat_colour

INK = "#33291b"
SOFT = "#5a4a30"
FAINT = "#7d6e55"
PAPER = "#f4ecd6"
PARCHMENT = "#e3d5b0"
TABLE = "#d9cdb0"
ALERT = "#a11d00"
HIT_RED = "#d0021b"
HIT_BLACK = "#111111"
LAND = "#c3d69b"
LAND_ALT = "#b8cd8f"  # every other start section, so that the sections read at a glance
SEA = "#8db8d8"
SEA_LINE = "#6d9ac0"
GRID_LINE = "#98ad74"
SECTION_LINE = "#5b4b2e"
MIN_PX = 13  # the smallest text of the panels, the tray and the phase track, in scene pixels

RESOURCE_ICONS = {"food": "food", "wood": "wood", "gold": "money", "stone": "stone"}
RESOURCE_INK = {"food": "#7a5b12", "wood": "#6b4f2a", "gold": "#8a6d1f", "stone": "#5c5c66"}

CATEGORY_ICONS = {"villager": "fa6s.person-digging", "light_infantry": "mdi6.sword", "heavy_infantry": "mdi6.shield-sword",
                  "archery": "mdi6.bow-arrow", "mounted": "fa6s.horse", "ship": "fa6s.ship", "siege": "fa6s.meteor"}
TYPE_ICONS = {"war_elephant": "mdi6.elephant", "elephant_archer": "mdi6.elephant", "ballista": "fa6s.crosshairs",
              "helepolis": "fa6s.crosshairs", "catapult_trireme": "fa6s.sailboat", "juggernaught": "fa6s.sailboat",
              "town_center": "mdi6.castle", "house": "fa6s.house", "granary": "mdi6.silo", "barracks": "fa6s.campground",
              "dock": "fa6s.anchor", "stable": "mdi6.horseshoe", "archery_range": "mdi6.bullseye-arrow",
              "academy": "fa6s.building-columns", "siege_workshop": "mdi6.hammer-wrench",
              "watch_tower": "fa6s.tower-observation", "sentry_tower": "fa6s.tower-observation",
              "guard_tower": "fa6s.tower-observation", "ballista_tower": "fa6s.tower-observation"}
PHASE_ICONS = {"collect": "fa6s.wheat-awn", "command": "fa6s.flag", "missile": "mdi6.bow-arrow",
               "melee": "mdi6.sword-cross", "hits": "fa6s.burst", "catapult": "fa6s.meteor",
               "movement": "fa6s.person-hiking"}
CHIT_ICON = "fa6s.flag"


def type_icon(type_id: str) -> str:
    icon = TYPE_ICONS.get(type_id)
    if icon:
        return icon
    k = KINDS[type_id]
    return CATEGORY_ICONS.get(k.category, "fa6s.chess-pawn")


def inert(item: QGraphicsItem) -> QGraphicsItem:
    item.setAcceptedMouseButtons(Qt.NoButton)
    item.setAcceptHoverEvents(False)
    return item


def blitted(item: QGraphicsItem) -> QGraphicsItem:
    """A plain item with an outline (a panel, the tray, a cell of the phase track), drawn once into a pixmap at
    the view's scale and copied from it: Qt strokes an antialiased outline whole at each repaint it lies in,
    however little of it the repaint shows, the most costly drawing of a redraw."""
    item.setCacheMode(QGraphicsItem.DeviceCoordinateCache)
    return item


class Glyph(SharedGlyph):
    """An icon centred on its position, in the board's ink by default."""

    def __init__(self, name: str, size: float, colour: str = INK, parent: QGraphicsItem | None = None,
                 x: float = 0, y: float = 0) -> None:
        super().__init__(name, size, colour, parent, x, y, centred=True)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)  # a repaint of the board blits it


class Text(AnchoredText):
    """Anchored text in the board's ink, never smaller than MIN_PX."""

    def __init__(self, text: str, px: float, parent: QGraphicsItem | None, x: float = 0, y: float = 0,
                 align: str = "l", colour: str = INK, bold: bool = False) -> None:
        super().__init__(text, max(px, MIN_PX), parent, x, y, align, colour, bold)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)  # a repaint of the board blits it
        self._fitted: tuple[str, float] | None = None  # the text and width fit() last cut

    def fit(self, text: str, width: float, colour: str | None = None) -> None:
        """Set the text cut to `width` (an ellipsis shows the cut; the tooltip then holds it whole). The same
        text in the same width again costs nothing (measuring it is most of the cost)."""
        if (text, width) == self._fitted:
            if colour is not None:
                self.set(self.text(), colour)
            return
        self._fitted = (text, width)
        shown = metrics(self._px, self.font().bold()).elidedText(text, Qt.ElideRight, width)
        self.set(shown, colour)
        tip = text if shown != text else ""
        if tip != self.toolTip():
            self.setToolTip(tip)


def light(colour: str, amount: float = 0.6) -> str:
    c = QColor(colour)
    return QColor(round(c.red() + (255 - c.red()) * amount), round(c.green() + (255 - c.green()) * amount),
                  round(c.blue() + (255 - c.blue()) * amount)).name()


def is_dark(colour: str) -> bool:
    c = QColor(colour)
    return 0.299 * c.red() + 0.587 * c.green() + 0.114 * c.blue() < 140


def ink_on(colour: str) -> str:
    return "#ffffff" if is_dark(colour) else "#111111"


def readable(colour: str) -> str:
    """A seat's colour for icons and words on the light paper: pale colours (yellow, sky blue) darker."""
    c = QColor(colour)
    return c.darker(165).name() if 0.299 * c.red() + 0.587 * c.green() + 0.114 * c.blue() > 150 else colour


def seat_colours(view) -> list[str]:
    return [seat_colour(p, getattr(view.seats[p], "colour", "") or "").name() for p in range(view.n)]


@lru_cache(maxsize=256)
def wrapped(text: str, px: float, width: float, bold: bool = False) -> tuple[str, ...]:
    """The words of `text` in lines no wider than `width` (kept: a prompt comes back seat after seat)."""
    m = metrics(max(px, MIN_PX), bold)
    lines, line = [], ""
    for word in text.split():
        trial = f"{line} {word}" if line else word
        if line and m.horizontalAdvance(trial) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    if line:
        lines.append(line)
    return tuple(lines)


# ---------------------------------------------------------------------- the words of a type of piece
def stats_words(type_id: str) -> str:
    """'F1 · d4 · A2 hand-to-hand · M4' (A, range and M as the rules print them)."""
    k = KINDS[type_id]
    bits = [f"F{k.steps}", f"d{k.defence}"]
    if k.attack_kind:
        a = f"A{halves_words(k.attack)}"
        if k.attack_vs_infantry >= 0:
            a += f" (A{halves_words(k.attack_vs_infantry)} against infantry)"
        if k.pair:
            a += " (attacks in pairs)"
        if k.attack_kind == "melee":
            a += " hand-to-hand"
        else:
            a += f" {'catapult' if k.attack_kind == 'catapult' else 'missile'}, range {halves_words(k.range)}"
            if k.min_range:
                a += f" (at least {halves_words(k.min_range)})"
            if k.targets > 1:
                a += f", up to {k.targets} targets"
        bits.append(a)
    if k.unit:
        bits.append(f"M{halves_words(k.move)}")
    return " · ".join(bits)


def kind_tip(type_id: str) -> str:
    """The full words of a type: name, what it is, its values, its cost, where it comes from."""
    k = KINDS[type_id]
    if k.unit:
        what = D.CATEGORIES[k.category].name
        where = f"trained at {kind_name(k.built_at) if k.built_at else '—'}"
    elif k.building == "tower":
        what, where = "tower", "laid by villagers"
    else:
        what, where = "building", "laid by villagers"
    lines = [f"<b>{k.name}</b> — {what}, {age_name(k.age)}; {where}", stats_words(type_id),
             f"Cost: {cost_words(k.cost)}"]
    if k.upgraded_from:
        lines.append(f"Reached by upgrading {kind_name(k.upgraded_from)}")
    if not k.unit and TRAINED_AT.get(type_id):
        lines.append("Trains: " + ", ".join(kind_name(t) for t in TRAINED_AT[type_id]))
    if not k.unit and type_id in D.BUILDINGS and D.BUILDINGS[type_id].requires:
        lines.append("Needs first: " + ", ".join(kind_name(b) for b in D.BUILDINGS[type_id].requires))
    if type_id == "dock":
        lines.append("Stands on a land square next to the sea")
    return "<br>".join(lines)
