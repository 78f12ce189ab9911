"""The rondel of the Dawn of Empires board (seven spaces clockwise, a wedge per action: the targets of
the rondel move), the players' rondel markers, the money that paid steps cost beside each space (shown
when Monarchy makes a space reachable for money), and the military experience track below it."""
from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsRectItem

from dawnofempires_gui.ui.facetarget import FaceTarget

from . import data as D
from .board_items import ACTION_ICONS, ALERT, FAINT, INK, TABLE, Glyph, Text, brush, ink_on, inert, part, pen

CENTRE = QPointF(860.0, 164.0)
R_IN, R_MID, R_OUT = 44.0, 92.0, 138.0
IDLE_FILL = "#ddd6c4"  # a rondel action that would do nothing now (its tooltip says why)
XP_X, XP_Y = 640.0, 342.0  # the experience track: title, then two rows of cells (0–10, then 11–20 back)
XP_CELL_W, XP_CELL_H = 40.0, 28.0
HUB_ARC_R, HUB_ARC_STEP = 30.0, 52.0  # the markers in the middle: radius and degrees between neighbours


def wedge(r0: float, r1: float, a0: float, span: float) -> QPainterPath:
    path = QPainterPath()
    path.arcMoveTo(QRectF(-r1, -r1, 2 * r1, 2 * r1), -a0)
    path.arcTo(QRectF(-r1, -r1, 2 * r1, 2 * r1), -a0, -span)
    path.arcTo(QRectF(-r0, -r0, 2 * r0, 2 * r0), -(a0 + span), span)
    path.closeSubpath()
    return path


def fits(box: QRectF, r0: float, r1: float, a_mid: float, span: float) -> bool:
    """The box (in the rondel's coordinates) lies inside the ring r0..r1 within the wedge's angles."""
    for corner in (box.topLeft(), box.topRight(), box.bottomLeft(), box.bottomRight()):
        r = math.hypot(corner.x(), corner.y())
        a = math.degrees(math.atan2(corner.y(), corner.x()))
        off = (a - a_mid + 180) % 360 - 180
        if not (r0 + 2 <= r <= r1 - 2 and abs(off) <= span / 2 - 1.5):
            return False
    return True


def label(labels, act: str, r0: float, r1: float, a_mid: float, bold: bool) -> None:
    """An action's icon and name in its wedge (in the part of the labels, above the wedges' marks): upright
    where they fit, else turned along the ring (the wedges beside the hub's left and right are too thin for an
    upright word)."""
    span = 360.0 / len(D.RONDEL) - 2.4
    holder = QGraphicsRectItem(labels)
    holder.setPen(pen("#000000", 0))
    holder.setBrush(brush("#000000"))
    holder.setRect(QRectF())
    Glyph(ACTION_ICONS[act], 17, "#5a4325", holder, 0, -9)
    text = Text(act.capitalize(), 13, holder, 0, 9, "c", INK, bold)
    inert(holder)
    shape = text.mapRectToParent(text.boundingRect()).united(QRectF(-9, -18, 18, 18))
    mid = math.radians(a_mid)
    for k in range(0, 40):  # upright, from the middle of the ring outwards and inwards
        rr = (r0 + r1) / 2 + (k // 2) * 2 * (1 if k % 2 else -1)
        if not r0 < rr < r1:
            continue
        centre = QPointF(rr * math.cos(mid), rr * math.sin(mid))
        if fits(shape.translated(centre), r0, r1, a_mid, span):
            holder.setPos(CENTRE + centre)
            break
    else:  # turned along the ring, never upside down
        rr = (r0 + r1) / 2
        holder.setPos(CENTRE + QPointF(rr * math.cos(mid), rr * math.sin(mid)))
        turn = (a_mid + 90 + 180) % 360 - 180
        if abs(turn) > 90:
            turn = (turn + 360) % 360 - 180
        holder.setRotation(turn)
    holder.setData(0, f"label-{act}")


def polar(r: float, degrees: float) -> QPointF:
    a = math.radians(degrees)
    return QPointF(CENTRE.x() + r * math.cos(a), CENTRE.y() + r * math.sin(a))


def xp_cell(v: int) -> tuple[float, float]:
    """Top-left of the cell of experience v (0–10 left to right, 11–20 right to left below)."""
    if v <= 10:
        return XP_X + v * XP_CELL_W, XP_Y + 16
    return XP_X + (20 - v) * XP_CELL_W, XP_Y + 16 + XP_CELL_H + 2


class RondelPart:
    """The rondel and the experience track: the printed board is one picture, the wedges (the targets)
    another, their labels a third above it; the money of paid steps and the markers are drawn as they are
    (a disc and a letter each: no cheaper as a picture, which moving them would make again). A wedge paints
    its face into the wedges' picture and its marks (the armed outline, the grey of an action that would do
    nothing, the glow, the focus) between the two pictures (ui/facetarget.FaceTarget): arming the wedges makes no
    picture again, and the marks never hide a label."""

    def __init__(self, board, n: int, colours: list[str], initials: list[str], names: list[str]) -> None:
        printed = self.printed = part(None, "rondel-printed", -1, TABLE)
        board.addItem(printed)
        base = QGraphicsEllipseItem(QRectF(CENTRE.x() - R_OUT - 4, CENTRE.y() - R_OUT - 4, 2 * R_OUT + 8,
                                           2 * R_OUT + 8), printed)
        base.setPen(pen("#6b5a3e", 2))
        base.setBrush(brush("#efe4c6"))
        inert(base)
        base.setToolTip("The rondel: move your marker 1 or 2 spaces clockwise (3 with Code of Laws, more for 1 money "
                        "a step with Monarchy), then you may take the action of the space reached.")
        wedges = part(None, "rondel-wedges")
        board.addItem(wedges)
        hub = QGraphicsEllipseItem(QRectF(CENTRE.x() - R_IN, CENTRE.y() - R_IN, 2 * R_IN, 2 * R_IN), wedges)
        hub.setPen(pen("#6b5a3e", 1.5))
        hub.setBrush(brush("#f8f1dc"))
        inert(hub)
        labels = part(None, "rondel-labels", 1)  # above the wedges' marks (z 0.5)
        board.addItem(labels)
        Text("clockwise", 15, labels, CENTRE.x(), CENTRE.y() + 17, "c", FAINT)
        Glyph("fa6s.rotate-right", 16, FAINT, labels, CENTRE.x(), CENTRE.y() - 5)
        self.wedges: dict[tuple[int, str], FaceTarget] = {}
        self.space_costs: list[Text] = []
        self.angles: list[tuple[float, float]] = []
        span = 360.0 / len(D.RONDEL)
        for s, acts in enumerate(D.RONDEL):
            a0 = -90 - span / 2 + s * span  # degrees, 0 = east, clockwise on screen (y down)
            self.angles.append((a0, span))
            rings = [(R_IN, R_OUT)] if len(acts) == 1 else [(R_MID, R_OUT), (R_IN, R_MID)]
            for act, (r0, r1) in zip(acts, rings):
                fill = "#e9d9a6" if act == "harvest" else "#f6ecd0"
                item = FaceTarget(wedge(r0, r1, a0 + 1.2, span - 2.4), wedges, fill, pen("#8a7350", 1.2),
                                  f"rondel-{s}-{act}")
                item.fill = fill
                item.setPos(CENTRE)
                label(labels, act, r0, r1, a0 + span / 2, bold=len(acts) == 1 or r0 == R_MID)
                other = [a for a in acts if a != act]
                item.base_tip = (f"<b>Rondel space {s + 1}: {act.capitalize()}</b>"
                                 + (f" (or {other[0].capitalize()}: only one of them)" if other else ""))
                board.targets[item.data(0)] = item
                self.wedges[(s, act)] = item
            number = Text(str(s + 1), 15, printed, 0, 0, "c", "#6b5a3e", True)
            number.move(polar(R_OUT + 14, a0 + 7).x(), polar(R_OUT + 14, a0 + 7).y())
            cost = Text("", 15, None, 0, 0, "c", ALERT, True)
            where = polar(R_OUT + 30, a0 + span / 2)
            cost.move(where.x(), where.y())
            cost.setZValue(9)
            cost.setToolTip("Monarchy: the steps beyond your free ones cost 1 money each")
            board.addItem(cost)  # drawn as it is (empty but with Monarchy): no part for Qt to ask at each paint
            self.space_costs.append(cost)
        self.markers = []
        for p in range(n):
            m = QGraphicsEllipseItem(-12, -12, 24, 24)
            m.setBrush(brush(colours[p]))
            m.setPen(pen("#1a1a1a", 1.5))
            Text(initials[p], 15, m, 0, 0, "c", ink_on(colours[p]), True)
            m.setZValue(10)
            m.setToolTip(f"{names[p]}'s rondel marker")
            board.addItem(inert(m))  # drawn as it is: a marker moved would make its picture again (the view is scaled)
            self.markers.append(m)
        self._build_xp(board, n, colours, names)
        self.spots: tuple | None = None  # the players' places on the rondel, and their experience, as shown
        self.xp: tuple | None = None

    def _build_xp(self, board, n: int, colours: list[str], names: list[str]) -> None:
        printed = self.printed
        Glyph("experience", 16, "#8a6d1f", printed, XP_X + 8, XP_Y + 3)
        Text("Military experience (20: the end is near)", 15, printed, XP_X + 20, XP_Y + 3, "l", INK, True)
        for v in range(21):
            x, y = xp_cell(v)
            cell = inert(QGraphicsRectItem(QRectF(x, y, XP_CELL_W - 2, XP_CELL_H), printed))
            cell.setPen(pen("#8a7350", 1))
            cell.setBrush(brush("#f6ecd0" if v < 20 else "#e8c9a0"))
            cell.setToolTip("Military experience 20 or more triggers the end of the game" if v == 20
                            else f"Military experience {v}")
            Text(str(v) + ("+" if v == 20 else ""), 15, printed, x + 4, y + 9, "l", "#6b5a3e", True)
        self.xp_part = part(None, "xp-markers", 4)
        board.addItem(self.xp_part)
        self.xp_markers = []
        for p in range(n):
            m = QGraphicsRectItem(0, 0, 8, 7, self.xp_part)
            m.setBrush(brush(colours[p]))
            m.setPen(pen("#1a1a1a", 1))
            m.setZValue(4)
            inert(m)
            self.xp_markers.append(m)

    def update(self, view, me: int | None, legal) -> None:
        """The markers where the players stand (placed again only when one moved), the money of paid steps
        beside the spaces offered, the experience of each player."""
        if tuple(view.rondel) != self.spots:
            self.spots = tuple(view.rondel)
            self._place_markers(view)
        spaces = {a["space"] for a in legal if a.kind == "rondel"}
        for s, text in enumerate(self.space_costs):
            label = ""
            if me is not None and s in spaces:
                _steps, cost = view.rondel_cost(me, s)
                label = f"+{cost} money" if cost > 0 else ""
            text.set(label)
        if tuple(view.xp) != self.xp:
            self.xp = tuple(view.xp)
            for p, m in enumerate(self.xp_markers):
                x, y = xp_cell(min(20, view.xp[p]))
                m.setPos(x + 2 + p * 9, y + XP_CELL_H - 9)
                m.setToolTip(f"{view.seat_name(p)}: {view.xp[p]} military experience")

    def _place_markers(self, view) -> None:
        spots: dict[int, list[int]] = {}
        for p in range(view.n):
            spots.setdefault(view.rondel[p], []).append(p)
        for s, players in spots.items():
            for k, p in enumerate(players):
                if s < 0:  # in the middle, on an arc over the hub's top half: the arrow and "clockwise" stay seen
                    where = polar(HUB_ARC_R, -90 + (k - (len(players) - 1) / 2) * HUB_ARC_STEP)
                else:
                    a0, span = self.angles[s]
                    where = polar(R_OUT + 16, a0 + 18 + (span - 24) * (k + 0.5) / len(players))
                self.markers[p].setPos(where)
