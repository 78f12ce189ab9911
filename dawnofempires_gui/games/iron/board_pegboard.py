"""The pegboard of the Iron Age board: food, goods, armies, ships and wealth of the seat in focus, a peg in
its hole on each row (0–15). In the build step the next hole of the army, ship or food row is the target
that raises an army, builds a ship or turns a good into food (Granaries).

Each row (its value, its holes, its peg) is painted from one picture: a peg moves when the value beside it
changes, so the two are made again together; an armed hole draws its outline above the picture."""
from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsItem, QGraphicsLineItem, QGraphicsPathItem

from dawnofempires_gui.engine import Action
from dawnofempires_gui.games.iron import data as D
from dawnofempires_gui.games.iron.board_items import INK, TABLE, Glyph, Text, box, brush, click_tip, part, pen, why_tip
from dawnofempires_gui.ui.targets import rounded

PEG_ROWS = (("food", "food", "Food"), ("goods", "goods", "Goods"), ("army", "army", "Armies"),
            ("ships", "ship", "Ships"), ("wealth", "wealth", "Wealth"))
PEG_HELP = {
    "food": "Food (0–15): each province eats 1 food a turn; a province left unfed costs 1 skull. "
            "Food beyond 15 is lost.",
    "goods": "Goods (0–15): fill urns, build ships, buy developments, store as wealth. Goods beyond 15 are lost.",
    "army": "Armies (0–15): battle strength with Formations and Navy; 1 population and 1 food each.",
    "ships": "Ships (0–15): 2 goods each, with Shipmaking; Navy adds 1 battle strength per ship.",
    "wealth": "Wealth (0–15): 4 goods (3 with Coinage) stored as 1 wealth, worth 5 when buying a development "
              "and 2 points at the end.",
}
HOLE = "#3a2612"
WOOD = "#a47a4c"
HOLE_ARMED = "#f4a6e4"
BUILT_BY = {"army": ("army", "army"), "ships": ("ship", "ship"), "food": ("granary", "granary")}


class Pegboard(QGraphicsPathItem):
    W, H = 540.0, 232.0
    X0, STEP = 140.0, 25.0
    ROW0, ROW_STEP = 70.0, 34.0

    def __init__(self, board) -> None:
        super().__init__(rounded(QRectF(0, 0, self.W, self.H), 14))
        self.board = board
        self.setFlag(QGraphicsItem.ItemHasNoContents)  # drawn by its parts only: the spare one draws nothing
        head = part(self, "pegboard-head", ground=WOOD)  # each part is painted from a picture of its own
        self.chip = QGraphicsEllipseItem(12, 8, 24, 24, head)
        self.title = Text("PEGBOARD", 16, head, 44, 20, "l", "#fff6e0", bold=True, serif=True)
        printed = part(self, "pegboard-printed", -1, ground=TABLE)  # the board and what is printed on it
        wood = QGraphicsPathItem(rounded(QRectF(0, 0, self.W, self.H), 14), printed)
        wood.setPen(pen("#3f2a16", 4))
        wood.setBrush(brush(WOOD))
        wood.setZValue(-1)
        for k in range(D.PEG_TOP["food"] + 1):
            Text(str(k), 15, printed, self.X0 + k * self.STEP, 45, "c", "#fff6e0", bold=True)
        self.holes: dict[str, list] = {}
        self.pegs: dict[str, QGraphicsEllipseItem] = {}
        self.values: dict[str, Text] = {}
        self._armed: list = []
        for r, (attr, icon, label) in enumerate(PEG_ROWS):
            cy = self.ROW0 + r * self.ROW_STEP
            row = part(self, f"pegboard-row-{attr}", ground=WOOD)
            Glyph(icon, 20, "#2a1b0c", printed).setPos(10, cy - 10)
            name = Text(label, 15, printed, 36, cy, "l", "#2a1b0c", bold=True)
            name.setToolTip(PEG_HELP[attr])
            self.values[attr] = Text("0", 16, row, 121, cy, "r", "#1b1008", bold=True)
            self.values[attr].setToolTip(PEG_HELP[attr])
            line = QGraphicsLineItem(self.X0, cy, self.X0 + self.STEP * D.PEG_TOP[attr], cy, row)
            line.setPen(pen("#8a6238", 5))
            holes = []
            for k in range(D.PEG_TOP[attr] + 1):
                hole = box(row, QRectF(self.X0 + k * self.STEP - 9, cy - 9, 18, 18), HOLE, pen("#5a3d20", 1.5),
                           round_=True, tag=f"hole-{attr}-{k}")
                hole.base_tag = hole.data(0)
                hole.armed_fill = brush(HOLE_ARMED)  # drawn above the row's picture while armed
                hole.base_tip = f"{label} {k}. {PEG_HELP[attr]}"
                hole.tip(hole.base_tip)
                holes.append(hole)
            self.holes[attr] = holes
            peg = QGraphicsEllipseItem(-13, -13, 26, 26, row)  # in its row's picture: they change together
            peg.setZValue(2)
            peg.letter = Text("", 15, peg, 0, 0, "c", INK, bold=True)
            peg.setData(0, f"peg-{attr}")
            self.pegs[attr] = peg
        self._key = None

    def peg_value(self, attr: str) -> int:
        """The value the drawn peg stands at (for tests)."""
        return round((self.pegs[attr].pos().x() - self.X0) / self.STEP)

    def update_pegs(self, v, seat: int, colour: str, acts: dict, armed: set, mine: bool) -> None:
        """Draw `seat`'s pegs; `acts` maps "army", "ship", "granary" to their legal actions (the seat to
        move, looked at by itself); `mine`: the seat shown is the one whose turn it is."""
        for hole in self._armed:
            hole.disarm(hole.base_tip)
            hole.setData(0, hole.base_tag)
        self._armed = []
        key = (seat, colour, tuple(getattr(v, attr)[seat] for attr, _, _ in PEG_ROWS))
        if key != self._key:
            self._key = key
            self.chip.setPen(pen(INK, 2))
            self.chip.setBrush(brush(colour))
            self.title.set(f"PEGBOARD · {v.seat_name(seat)}")
            for r, (attr, _, label) in enumerate(PEG_ROWS):
                value = getattr(v, attr)[seat]
                peg = self.pegs[attr]
                peg.setPen(pen("#1b1008", 2))
                peg.setBrush(brush(colour))
                peg.letter.set(self.board.initials[seat])
                peg.setPos(self.X0 + value * self.STEP, self.ROW0 + r * self.ROW_STEP)
                peg.setToolTip(f"{v.seat_name(seat)}'s {label.lower()}: {value} (0–{D.PEG_TOP[attr]})")
                self.values[attr].set(str(value))
        for attr, (kind, tag) in BUILT_BY.items():
            value = getattr(v, attr)[seat]
            holes = self.holes[attr]
            if value + 1 >= len(holes):
                continue
            hole = holes[value + 1]
            action = acts.get(kind)
            if action is not None:
                hole.arm(self.board, action, click_tip(hole.base_tip, v.describe(action).lower()))
                hole.setData(0, tag)
                self._armed.append(hole)
                armed.add(action)
            elif mine and v.step() == "build" and v.to_move() == [seat] and (
                    kind == "army" or v.has_dev(seat, {"ship": "shipmaking", "granary": "granaries"}[kind])):
                hole.tip(why_tip(hole.base_tip, v.why_illegal(seat, Action(kind))))
                self._armed.append(hole)  # its tooltip goes back to plain at the next redraw
