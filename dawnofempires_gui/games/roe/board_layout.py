"""Where the words and pieces of each region stand on the drawn map: its name, its standard (the points
for first and second place and the income) and the block of cubes of the players there.

The map's data give a preferred point for each (resources/roe/map.toml, drawn for small print); the board
draws them larger, so each is placed at the nearest point to its preferred one where it lies inside the
region and clear of the others (a spiral search over a grid, made once per map scale and player count),
the most crowded regions first.
A region too small for everything lets the cube block stand over its border. The block keeps room for
every player's cube (the most a region can hold), so that no count ever covers another region's words.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPolygonF

from . import data as D

CUBE_W, CUBE_H, CUBE_GAP = 27.0, 24.0, 3.0
REACH = 140.0  # how far from its preferred point a thing may be put


@dataclass(frozen=True)
class RegionLayout:
    label: QPointF  # the centre of the name
    standard: QPointF  # the centre of the standard
    cubes: QPointF  # the centre of the block of cubes, however many players are present
    columns: int  # the most cubes in a row of that block


def region_path(region: str, scale: float, origin: QPointF = QPointF(0, 0)) -> QPainterPath:
    path = QPainterPath()
    for shape in D.REGIONS[region].shapes:
        pts = [QPointF(origin.x() + x * scale, origin.y() + y * scale) for x, y in shape]
        path.addPolygon(QPolygonF(pts + [pts[0]]))
    return path


def block_size(k: int, columns: int) -> tuple[float, float, int]:
    """(width, height, columns) of a block of k cubes in rows of `columns` at most: every smaller block
    lies inside the largest one."""
    cols = max(1, min(k, columns))
    rows = math.ceil(k / cols)
    return cols * CUBE_W + (cols - 1) * CUBE_GAP, rows * CUBE_H + (rows - 1) * CUBE_GAP, cols


def column_choices(players: int) -> list[int]:
    """The shapes a region's block of cubes may take, the one preferred first: one row up to 3 players,
    then two rows; else any other number of columns that fits."""
    best = players if players <= 3 else math.ceil(players / 2)
    return [best, *(c for c in range(players, 0, -1) if c != best)]


class Mask:
    """A region drawn into a grid of RES-unit cells, with a summed-area table: whether a box lies inside
    the region is a handful of additions."""

    RES = 3.0

    def __init__(self, path: QPainterPath) -> None:
        b = path.boundingRect()
        self.left, self.top = b.left(), b.top()
        w, h = int(b.width() / self.RES) + 2, int(b.height() / self.RES) + 2
        self.w, self.h = w, h
        img = QImage(w, h, QImage.Format_Grayscale8)
        img.fill(0)
        painter = QPainter(img)
        painter.scale(1 / self.RES, 1 / self.RES)
        painter.translate(-self.left, -self.top)
        painter.fillPath(path, QColor(255, 255, 255))
        painter.end()
        line = img.bytesPerLine()
        data = bytes(img.constBits())
        sat = [[0] * (w + 1)]
        for y in range(h):
            row = data[y * line:y * line + w]
            prev = sat[-1]
            cur = [0] * (w + 1)
            acc = 0
            for x in range(w):
                if row[x] == 255:
                    acc += 1
                cur[x + 1] = prev[x + 1] + acc
            sat.append(cur)
        self.sat = sat

    def centres(self, half_w: float, half_h: float, near: QPointF) -> list[tuple[float, float]]:
        """Every grid point within REACH of `near` that can be the centre of a box of these half sizes
        lying inside the region."""
        res = self.RES
        a, b = math.ceil(half_w / res), math.ceil(half_h / res)
        ci, cj = (near.x() - self.left) / res, (near.y() - self.top) / res
        reach = REACH / res
        s, out, full = self.sat, [], 4 * a * b
        first, last = max(a, int(ci - reach)), min(self.w - a, int(ci + reach))
        if last < first:
            return out
        for j in range(max(b, int(cj - reach)), min(self.h - b, int(cj + reach)) + 1):
            top, bottom = s[j - b], s[j + b]
            # the inside count of each column strip from first - a to last + a, then of each box
            strip = [low - high for low, high in zip(bottom[first - a:last + a + 1], top[first - a:last + a + 1])]
            y = self.top + j * res
            out.extend((self.left + i * res, y)
                       for i, right, left in zip(range(first, last + 1), strip[2 * a:], strip)
                       if right - left == full)
        return out


def find_spot(mask: Mask, w: float, h: float, prefer: QPointF, avoid: list[QRectF],
              tolerances: tuple[float, ...] = (0.0, 3.0, 6.0), anywhere: bool = True, gap: float = 2.0,
              spread: int = 30, or_else: QPointF | None = None) -> QPointF | None:
    """The centre nearest `prefer` for a w×h box inside the region and clear of `avoid` (by `gap`); with
    `tolerances`, the box may stand that far over the border when nothing fits; then, if `anywhere`, the
    nearest place clear of `avoid` (else None). Moving sideways costs less than moving up or down (names
    and cubes are wider than tall). `spread`: how many grid steps sideways the nearest place clear of
    `avoid` may be (3/5 of it up or down); where there is none, `or_else` (by default `prefer`)."""
    px, py = prefer.x(), prefer.y()
    # only the words a box near `prefer` could touch: every candidate is checked against each of them
    near_x, near_y = REACH + Mask.RES + w / 2 + gap, REACH + Mask.RES + h / 2 + gap
    boxes = [(a.left() - gap, a.top() - gap, a.right() + gap, a.bottom() + gap) for a in avoid
             if a.right() > px - near_x and a.left() < px + near_x and a.bottom() > py - near_y
             and a.top() < py + near_y]
    for tol in tolerances:
        found = mask.centres(max(0.5, w / 2 - tol), max(0.5, h / 2 - tol), prefer)
        found.sort(key=lambda c: (c[0] - px) ** 2 + 2.2 * (c[1] - py) ** 2)
        for cx, cy in found:
            l, t, r, b = cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2
            if not any(l < ar and r > al and t < ab and b > at for al, at, ar, ab in boxes):
                return QPointF(cx, cy)
    if not anywhere:
        return None
    # nowhere inside: the nearest place clear of every word, even over the border
    step = Mask.RES
    down = spread * 3 // 5
    near_x, near_y = spread * step + w / 2 + gap, down * step + h / 2 + gap
    boxes = [(a.left() - gap, a.top() - gap, a.right() + gap, a.bottom() + gap) for a in avoid
             if a.right() > px - near_x and a.left() < px + near_x and a.bottom() > py - near_y
             and a.top() < py + near_y]
    near = [(px + i * step, py + j * step) for i in range(-spread, spread + 1) for j in range(-down, down + 1)]
    near.sort(key=lambda c: (c[0] - px) ** 2 + 2.2 * (c[1] - py) ** 2)
    for cx, cy in near:
        l, t, r, b = cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2
        if not any(l < ar and r > al and t < ab and b > at for al, at, ar, ab in boxes):
            return QPointF(cx, cy)
    return QPointF(prefer) if or_else is None else or_else


MAX_PLAYERS = 5


@lru_cache(maxsize=8)
def layout(scale: float, label_size: tuple[tuple[str, float, float], ...],
           standard_size: tuple[tuple[str, float, float], ...],
           other_words: tuple[tuple[float, float, float, float], ...] = (), players: int = MAX_PLAYERS
           ) -> dict[str, RegionLayout]:
    """The places of every region's name, standard and block of cubes (sizes in scene units, by region) in
    a game of `players` seats; made once per scale and number of players. The standard goes under the name
    where it fits, the cubes under the standard; a block of cubes that fits nowhere inside stands over the
    border (never off the map), never on a name, a standard or another region's cubes. `other_words`: boxes
    (x, y, w, h) of the map's other words (seas, lands) that nothing may cover."""
    labels = {r: (w, h) for r, w, h in label_size}
    standards = {r: (w, h) for r, w, h in standard_size}
    masks = {rid: Mask(region_path(rid, scale)) for rid in D.REGIONS}
    plates: dict[str, tuple[QPointF, QPointF]] = {}
    words: list[QRectF] = [QRectF(*box) for box in other_words]  # every name and standard placed
    def room(r: str) -> float:  # what is left of a region once its name and standard are in it
        return masks[r].sat[-1][-1] * Mask.RES ** 2 - labels[r][0] * labels[r][1] - standards[r][0] * standards[r][1]

    by_room = sorted(D.REGIONS, key=room)  # the most crowded regions choose first
    for rid in by_room:
        reg = D.REGIONS[rid]
        mask = masks[rid]
        lw, lh = labels[rid]
        prefer = QPointF(reg.label[0] * scale, reg.label[1] * scale)
        sw, sh = standards[rid]
        # the name with the standard under it, both inside the region where they fit together
        pw, ph = max(lw, sw), lh + 2 + sh
        plate = None if reg.label_outside else find_spot(mask, pw, ph, QPointF(prefer.x(), prefer.y() + ph / 2 - lh / 2),
                                                          words, (0.0, 3.0, 6.0), anywhere=False)
        side = None
        if plate is None and not reg.label_outside:  # else side by side: the name, then the standard
            pw, ph = lw + 4 + sw, max(lh, sh)
            side = find_spot(mask, pw, ph, QPointF(prefer.x() + (sw + 4) / 2, prefer.y()), words, (0.0, 3.0, 6.0, 9.0),
                             anywhere=False)
        if side is not None:
            label = QPointF(side.x() - pw / 2 + lw / 2, side.y())
            standard = QPointF(side.x() + pw / 2 - sw / 2, side.y())
        elif plate is not None:
            label = QPointF(plate.x(), plate.y() - ph / 2 + lh / 2)
            standard = QPointF(plate.x(), plate.y() + ph / 2 - sh / 2)
        if plate is not None or side is not None:
            own = [QRectF(label.x() - lw / 2, label.y() - lh / 2, lw, lh),
                   QRectF(standard.x() - sw / 2, standard.y() - sh / 2, sw, sh)]
            words += own
            plates[rid] = (label, standard)
            continue
        label = prefer if reg.label_outside else find_spot(mask, lw, lh, prefer, words, (0.0, 3.0, 6.0, 12.0, 99.0))
        own = [QRectF(label.x() - lw / 2, label.y() - lh / 2, lw, lh)]
        under = (QPointF(label.x(), label.y() + lh / 2 + 2 + sh / 2) if not reg.label_outside
                 else QPointF(reg.standard[0] * scale, reg.standard[1] * scale))
        standard = find_spot(mask, sw, sh, under, words + own, (0.0, 3.0, 6.0, 99.0))
        shape = region_path(rid, scale)
        if not reg.label_outside and not shape.contains(standard):
            # the name fills so small a region that its standard finds no room: the standard first, the name
            # beside it, over the border if need be
            for near in (QPointF(prefer.x(), prefer.y() + lh / 2 + 2 + sh / 2), prefer):
                std_at = find_spot(mask, sw, sh, near, words, (0.0, 3.0, 6.0, 99.0))
                std_box = QRectF(std_at.x() - sw / 2, std_at.y() - sh / 2, sw, sh)
                label_at = find_spot(mask, lw, lh, prefer, words + [std_box], (0.0, 3.0, 6.0, 12.0, 99.0))
                if shape.contains(std_at) and shape.contains(label_at):
                    label, standard = label_at, std_at
                    own = [QRectF(label.x() - lw / 2, label.y() - lh / 2, lw, lh)]
                    break
        own.append(QRectF(standard.x() - sw / 2, standard.y() - sh / 2, sw, sh))
        words += own
        plates[rid] = (label, standard)
    # one block of cubes a region, room for every player; the most crowded regions first, each clear of every
    # word and of the blocks placed before it, in the first shape that fits inside (else the preferred one)
    blocks: dict[str, tuple[QPointF, int]] = {}
    w, h, far = D.BOARD.width * scale, D.BOARD.height * scale, 1000.0
    taken = [QRectF(-far, -far, w + 2 * far, far), QRectF(-far, h, w + 2 * far, far),  # off the map (the track),
             QRectF(-far, 0, far, h), QRectF(w, 0, far, h)]  # then the blocks placed
    for rid in by_room:
        reg = D.REGIONS[rid]
        label, standard = plates[rid]
        top = standard.y() + standards[rid][1] / 2 + 3
        x = label.x() if not reg.label_outside else standard.x()
        shapes = column_choices(players)
        spot = None
        for cols in shapes:
            bw, bh, _cols = block_size(players, cols)
            spot = find_spot(masks[rid], bw, bh, QPointF(x, top + bh / 2), words + taken, (0.0, 4.0, 8.0, 12.0),
                             anywhere=False, gap=4.0)
            if spot is not None:
                break
        if spot is None:  # over the border, clear of every word and (if it can) of the other blocks
            cols = shapes[0]
            bw, bh, _cols = block_size(players, cols)
            prefer = QPointF(x, top + bh / 2)
            spot = find_spot(masks[rid], bw, bh, prefer, words + taken, (99.0,), gap=4.0, spread=90, or_else=QPointF())
            if spot.isNull():
                spot = find_spot(masks[rid], bw, bh, prefer, words + taken[:4], (99.0,), gap=4.0, spread=90)
        blocks[rid] = (spot, cols)
        taken.append(QRectF(spot.x() - bw / 2, spot.y() - bh / 2, bw, bh))
    return {rid: RegionLayout(*plates[rid], *blocks[rid]) for rid in D.REGIONS}
