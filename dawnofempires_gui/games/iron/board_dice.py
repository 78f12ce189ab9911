"""The dice of the Iron Age board: an empire die or the fate die, drawn with the icons of its face.

A die is a Target: armed, a click keeps or releases it (rolling), re-rolls it (Leadership) or opens the
chooser of the faces the Omens may give it."""
from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsLineItem

from dawnofempires_gui.games.iron.board_items import FAINT, INK, Glyph, Text, pen
from dawnofempires_gui.ui.targets import Target, rounded

GOLD = "#f2c94c"
CREAM = "#f5ecd2"

# face: (words, icon, colour)
FACE_INFO = {
    "pop3": ("3 population", "population", "#27497a"),
    "food3": ("3 food", "food", "#9a5f12"),
    "choice": ("2 food or 2 population", "food", "#9a5f12"),
    "innovation": ("1 innovation", "innovation", "#b07800"),
    "goods": ("goods: 1 good per port", "goods", "#6d5314"),
    "skull": ("skull: 1 good, 1 population and a disaster", "skull", "#8b1e1e"),
}
FATE_INFO = {
    "bounty": ("Bounty: +1 food for each food die", "food", "#2e6b1f"),
    "drought": ("Drought: −1 food for each food die", "fa6s.sun", "#a3441b"),
    "omens": ("Omens: set one die to any face", "fa6s.eye", "#3d2a73"),
    "conquest": ("Conquest: you may battle the neighbouring tribe", "mdi6.sword-cross", "#5b1f1f"),
    "tribute": ("Tribute demand: weaker opponents pay tribute", "tribute", "#5a3c12"),
    "skull": ("skull: 1 good, 1 population and a disaster", "skull", "#8b1e1e"),
}
# a face in two words, with its icon on the chooser's chips (the tooltip says it in full)
SHORT = {"pop3": "3 pop.", "food3": "3 food", "choice": "Food or pop.", "innovation": "Innovation",
         "goods": "Goods", "skull": "Skull", "bounty": "Bounty", "drought": "Drought", "omens": "Omens",
         "conquest": "Conquest", "tribute": "Tribute"}


def face_info(die_is_fate: bool, face: str) -> tuple[str, str, str] | None:
    return (FATE_INFO if die_is_fate else FACE_INFO).get(face)


class Die(Target):
    SIZE = 62.0

    def __init__(self, parent: QGraphicsItem, x: float, y: float, fate: bool, tag: str,
                 below_parent: QGraphicsItem | None = None) -> None:
        s = self.SIZE
        self.base_fill = GOLD if fate else "#fbfaf5"
        super().__init__(rounded(QRectF(x, y, s, s), 10), parent, self.base_fill, pen("#1f1a14", 2.2), tag)
        self.x0, self.y0 = x, y
        self.fate = fate
        self.glyphs = [Glyph("food", 20, INK, self) for _ in range(4)]
        for g in self.glyphs:
            g.setPos(x, y)  # inside the die even while hidden (a part is as large as all it holds)
        self.diag = QGraphicsLineItem(x + 9, y + s - 9, x + s - 9, y + 9, self)
        self.diag.setPen(pen("#8a7a5a", 1.6))
        self.num = Text("", 15, self, x + s / 2, y + s - 10, "c", INK, bold=True)
        self.lock = Glyph("fa6s.lock", 13, "#8b1e1e", self)
        self.lock.setPos(x + s - 16, y + 3)
        self.below = Text("", 15, below_parent or parent, x + s / 2, y + s + 12, "c", CREAM, bold=True)
        self.face = None
        self.setTransformOriginPoint(x + s / 2, y + s / 2)

    def set_face(self, face: str, ports: int) -> None:
        key = (face, ports)
        if key == self.face:
            return
        self.face = key
        x, y, s = self.x0, self.y0, self.SIZE
        for g in self.glyphs:
            g.hide()
        self.diag.hide()
        self.num.set("")
        self.lock.setVisible(face == "skull")
        self.look("#f3d3cd" if face == "skull" else self.base_fill)
        info = face_info(self.fate, face)
        if not face or info is None:
            self.num.set("?", FAINT)
            self.num.move(x + s / 2, y + s / 2)
            return
        _, icon, colour = info

        def put(i: int, name: str, size: float, gx: float, gy: float, col: str = colour) -> None:
            g = self.glyphs[i]
            g.resize(size)
            g.set(name, col)
            g.setPos(x + gx, y + gy)
            g.show()

        if face in ("pop3", "food3"):
            put(0, icon, 22, 20, 6)
            put(1, icon, 22, 7, 33)
            put(2, icon, 22, 33, 33)
        elif face == "choice":
            put(0, "food", 18, 5, 5, "#9a5f12")
            put(1, "food", 18, 22, 5, "#9a5f12")
            put(2, "population", 18, 23, 39, "#27497a")
            put(3, "population", 18, 40, 39, "#27497a")
            self.diag.show()
        elif face == "goods":
            put(0, icon, 30, 16, 6)
            self.num.set(f"×{ports}", colour)
            self.num.move(x + s / 2, y + s - 10)
        elif face in ("bounty", "drought"):  # "+1" and a food sign: the words at a readable size overflowed the face
            put(0, icon, 28, 17, 5)
            self.num.set("+1" if face == "bounty" else "−1", colour)
            self.num.move(x + 22, y + s - 13)
            put(1, "food", 16, 35, s - 21)
        else:
            put(0, icon, 36, 13, 13)
