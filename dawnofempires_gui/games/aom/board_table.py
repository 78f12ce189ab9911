"""The middle of the table on the Age of Mythology board: the bank (resource cubes and victory cubes), the four
victory cards with their cubes and who would take them now, the tile pool and the random decks, and the tiles
turned face up by the draft or an Explore.

Targets (tags): "bank-<resource>", "bank-vp", "vp-<victory card>", "tile-<tile kind>" (one per kind face up,
with the count on it). The board arms them; the parts keep their words and their `base_tip` up to date.
"""
from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem

from dawnofempires_gui.engine.words import plural
from dawnofempires_gui.games.aom import data as D
from dawnofempires_gui.games.aom.board_items import (EDGE, FAINT, INK, LEFT_GROUND, PAPER, PARCHMENT, RES_COLOUR,
                                                     RES_ICON, SOFT, VP_ICON, VP_RED, Glyph, Text, TileFace, bound,
                                                     elide, inert, part, plate, text_width, wrap)
from dawnofempires_gui.games.aom.board_kept import TargetPicture
from dawnofempires_gui.games.aom.board_queries import award_words
from dawnofempires_gui.games.aom.board_reach import ReachFaceTarget, ReachTarget
from dawnofempires_gui.games.aom.rules_tables import RES, TILE_INDEX
from dawnofempires_gui.games.aom.rules_words import culture_name, res_name, tile_name, victory_name
from dawnofempires_gui.ui.drawing import pen
from dawnofempires_gui.ui.facetarget import FaceTarget
from dawnofempires_gui.ui.targets import Target, rounded

BANK_W, CARD_W, CARD_H, INFO_W = 196.0, 110.0, 130.0, 236.0
BANK_CUBE_W = 89.0  # a resource of the bank
BANK_TOP = 22.0  # the bank's first line of cubes
ROW_H = 130.0
TILE_ROW_H = 70.0
TILES_X = 128.0
FACE_UP = "#dccca4"  # the row of tiles face up
BADGED = 40.0  # the smallest tile face up with its count on a chip in its corner
TILE_GAP = 3.0  # between tiles face up
COUNT_GAP = 2.0  # round a count beside its tile
# the least a target is clicked in each way: 25.8 pixels in a 1024x700 window (24 whatever the rounding of pixels)
REACH = 37.0
ROW_REACH = 3.0  # how far into the gaps round the row of tiles face up a click still takes a tile


class TableRow(QGraphicsItem):
    """The bank, the victory cards and the table's counts (y 0..ROW_H, `width` wide). 900 wide, the counts are a
    column on the right; narrower (a small window), they are two lines under shorter victory cards."""

    def __init__(self, board, width: float = 900.0) -> None:
        super().__init__()
        self.w = width
        compact = width < 900
        card_w = (width - BANK_W - 8 - 12) / 4 if compact else CARD_W
        card_h = 94.0 if compact else CARD_H
        inert(self)
        self.targets: dict[str, Target] = {}
        self.setFlag(QGraphicsItem.ItemHasNoContents)
        bank, victory, table = (part(self, f"table-{name}", 0, LEFT_GROUND) for name in ("bank", "victory", "counts"))
        # the numbers and words of the bank and the victory cards, parts of their own over them: most moves change
        # some, never the faces under them
        bank_values, victory_values = (part(self, f"table-{name}-values", 1) for name in ("bank", "victory"))
        # the bank
        plate(bank, QRectF(0, 0, BANK_W, ROW_H), PARCHMENT)
        Text("The bank", 14, bank, 10, 12, "l", INK, True)
        self.bank: dict[str, Text] = {}
        # a count has two digits (50 cubes with six players): icon, count and name each keep their room. Each box is
        # clicked in a little more than it, halfway across the gaps: REACH high at least
        for i, r in enumerate(RES):
            x, y = 7 + (i % 2) * 93, BANK_TOP + (i // 2) * 37
            t = ReachFaceTarget(rounded(QRectF(0, 0, BANK_CUBE_W, 32), 6), bank, PAPER, pen(EDGE, 1), f"bank-{r}")
            t.setPos(x, y)
            t.reach(2, 6 if i < 2 else 2.5, 2, 2.5)  # the first line up into the words over it
            Glyph(RES_ICON[r], 16, RES_COLOUR[r], t, 13, 16)
            self.bank[r] = Text("", 14, bank_values, x + 23, y + 16, "l", INK, True)
            Text(res_name(r), 13, t, BANK_CUBE_W - 4, 16, "r", SOFT)
            self.targets[t.data(0)] = t
        vp_y = BANK_TOP + 74
        vp = ReachFaceTarget(rounded(QRectF(0, 0, 2 * BANK_CUBE_W + 4, 30), 6), bank, PAPER, pen(EDGE, 1),
                             "bank-vp")
        vp.setPos(7, vp_y)
        vp.reach(2, 2.5, 2, 6)  # down to the gap under the table's row
        Glyph(VP_ICON, 16, VP_RED, vp, 14, 15)
        self.vp_text = Text("", 13, bank_values, 7 + 27, vp_y + 15, "l", INK)
        self.targets["bank-vp"] = vp
        # the victory cards
        self.cards: dict[str, tuple[Target, Text, Text, Text]] = {}
        for i, v in enumerate(D.VICTORY_CARDS):
            card = FaceTarget(rounded(QRectF(0, 0, card_w, card_h), 8), victory, "#f3e3c0", pen("#8c6a2f", 2), f"vp-{v}")
            x = BANK_W + 8 + i * (card_w + 4)
            card.setPos(x, 0)
            lines = wrap(victory_name(v), 13, card_w - 12, 2, True)
            Text(lines[0], 13, card, card_w / 2, 14, "c", INK, True)
            Text(lines[1], 13, card, card_w / 2, 30, "c", INK, True)
            count_y, who_y = (48, 68) if compact else (62, 94)  # a shorter card keeps its words off its edge
            Glyph(VP_ICON, 26, VP_RED, card, card_w / 2 - 18, count_y)
            count = Text("", 24, victory_values, x + card_w / 2 + 2, count_y, "l", VP_RED, True)
            self.award_w = card_w - 10
            who1 = Text("", 13, victory_values, x + card_w / 2, who_y, "c", SOFT)
            who2 = Text("", 13, victory_values, x + card_w / 2, who_y + (15 if compact else 16), "c", SOFT)
            self.cards[v] = (card, count, who1, who2)
            self.targets[card.data(0)] = card
        self.card_w = card_w
        # the table's counts
        if compact:
            x = BANK_W + 8
            self.info_w = width - x
            plate(table, QRectF(x, card_h + 4, self.info_w, ROW_H - card_h - 4), PARCHMENT)
            self.info = [Text("", 13, table, x + 8, card_h + 13 + 16 * k, "l", INK) for k in range(2)]
        else:
            x = BANK_W + 8 + 4 * (CARD_W + 4)
            self.info_w = width - x
            plate(table, QRectF(x, 0, self.info_w, ROW_H), PARCHMENT)
            self.info = [Text("", 13, table, x + 10, 14 + 19 * k, "l", INK, k == 0) for k in range(6)]
        self.info_x = x
        self.key = None
        bound(bank)
        bound(table)
        bound(victory, QRectF(BANK_W + 4, -4, 4 * (card_w + 4) + 4, card_h + 8))  # clear of the prompt above
        for faces, values in ((bank, bank_values), (victory, victory_values)):
            bound(values, faces.rect())  # the room of their numbers (empty now)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, self.w, ROW_H)

    def paint(self, painter, option, widget=None) -> None:
        pass

    def update_row(self, view) -> None:
        key = (tuple(view.bank), view.vp_bank, tuple(view.vp_cards), view.last_winner, view.wonder_by,
               tuple(view.buildings(s) for s in range(view.n)),
               tuple(view.army_size(s) for s in range(view.n)), view.pool_size(), view.start, view.turn, view.round,
               tuple(view.cards_left(c) for c in D.CULTURES if c in view.cult), view.is_over())
        if key == self.key:
            return
        self.key = key
        for r in RES:
            k = view.bank[RES.index(r)]
            self.bank[r].set(str(k))
            self.targets[f"bank-{r}"].base_tip = (f"<b>The bank: {plural(k, 'cube')} of {res_name(r)}</b><br>"
                                                  f"Gathering and powers take from it; costs are paid into it; "
                                                  f"nobody takes more than it holds.")
        self.vp_text.set(f"{view.vp_bank} victory cubes left")
        self.targets["bank-vp"].base_tip = (
            f"<b>{plural(view.vp_bank, 'victory cube')} left in the bank</b><br>Each turn starts with cubes placed "
            f"on the victory cards; the turn in which the last one leaves the bank is the last.")
        words = award_words(view)
        for v, (card, count, who1, who2) in self.cards.items():
            k = view.vp_cards[list(D.VICTORY_CARDS).index(v)]
            count.set(str(k))
            lines = wrap(words[v], 13, self.award_w, 2)
            who1.set(lines[0])
            who2.set(lines[1])
            card.base_tip = (f"<b>{victory_name(v)}</b>: {plural(k, 'victory cube')}<br>{D.VICTORY_CARDS[v].text}"
                             f"<br>{words[v][:1].upper()}{words[v][1:]}.")  # capitalize() lowered the names
        decks = [(culture_name(c), len(view.deck(c)), len(view.under(c))) for c in D.CULTURES if c in view.cult]
        if len(self.info) == 2:  # two lines under the victory cards
            lines = [f"Tile pool: {plural(view.pool_size(), 'tile')} face down · Starting Player: "
                     f"{view.seat_name(view.start)}",
                     "Decks: " + ", ".join(f"{name} {k}" + (f" ({under} up)" if under else "")
                                           for name, k, under in decks)]  # ("+ 0 up" three times was cut)
            lines = [elide(line, 13, self.info_w - 14) for line in lines]
            self.info[1].setToolTip("<br>".join(f"{name} deck: {k} face down, {under} face up"
                                                for name, k, under in decks))  # (the line may be cut short)
        else:
            lines = ["The table", f"Tile pool: {plural(view.pool_size(), 'tile')} face down",
                     f"Starting Player: {view.seat_name(view.start)}"]
            lines += [elide(f"{name} deck: {k} + {under} face up", 13, self.info_w - 16) for name, k, under in decks]
        for text, line in zip(self.info, lines + [""] * 6):
            text.set(line)


class FaceUpRow(QGraphicsItem):
    """The tiles face up (the draft's, an Explore's), one target per kind with its count on a chip in its corner, or
    under it when the tiles are small, or beside it when they lie in two lines (a low row: the compact layout); each
    is clicked in the share of the row round it (y 0..TILE_ROW_H). The row,
    the words on its left and each tile are parts of their own; a tile is drawn from the picture of its kind and
    count wherever it lies (board_kept.py): a tile taken makes one count's picture at most, and the kinds after a
    kind gone move along without being drawn again (unless the tiles grow to fill the row)."""

    def __init__(self, board, width: float = 900.0, height: float = TILE_ROW_H) -> None:
        super().__init__()
        inert(self)
        self.setFlag(QGraphicsItem.ItemContainsChildrenInShape)  # a repaint elsewhere skips it
        self.board = board
        self.w, self.h = width, height
        self.low = height < TILE_ROW_H  # the compact layout's row: two lines of tiles when that makes them larger
        ground = part(self, "faceup-row", 0, LEFT_GROUND)
        plate(ground, QRectF(0, 0, width, height), FACE_UP)
        self.empty = Text("", 13, ground, TILES_X + 8, height / 2, "l", FAINT)
        bound(ground, QRectF(-2, -2, width + 4, height + 4))
        words = part(self, "faceup-words", 1)
        top = (height - 50) / 2 + 4
        self.title = [Text("", 14, words, 10, top + 6, "l", INK, True), Text("", 13, words, 10, top + 24, "l", SOFT),
                      Text("", 13, words, 10, top + 40, "l", SOFT)]
        bound(words, QRectF(2, 2, TILES_X - 4, height - 4))
        self.slots: list[tuple[Target, TileFace, Text]] = []
        self.targets: dict[str, Target] = {}
        self.key = None

    def boundingRect(self) -> QRectF:  # noqa: N802
        edge = ROW_REACH + 1  # its tiles are clicked into the gaps round it (its shape holds its children's)
        return QRectF(-edge, -edge, self.w + 2 * edge, self.h + 2 * edge)

    def paint(self, painter, option, widget=None) -> None:
        pass

    def _tile_layout(self, kinds: int) -> tuple[float, int, float]:
        """The tiles' size, rows and stride along a row. A low row (compact) takes two lines of tiles when one line
        leaves a tile less than REACH along it: spread along their lines, each tile then has half the row's height
        (and the gaps round the row) and a wide share of its line to be clicked in, and room for its count beside it."""
        room, n = self.w - TILES_X - 8, max(1, kinds)
        one = min(56.0, self.h - 14, room / n - TILE_GAP)
        if not self.low or room / n >= REACH:
            return one, 1, one + TILE_GAP
        per_row = -(-n // 2)
        two = min(56.0, (self.h - 5 - TILE_GAP) / 2, room / per_row - TILE_GAP)
        return two, 2, min(room / per_row, 2 * (two + TILE_GAP))

    def _slot(self, i: int):
        while len(self.slots) <= i:
            t = ReachTarget(rounded(QRectF(0, 0, 52, 52), 6), self, None, None, "")
            t.setZValue(2)
            face = TileFace(52, t)
            count = Text("", 13, t, 50, 8, "r", INK, True)
            count.setZValue(2)
            count.badge = plate(t, QRectF(), PAPER, EDGE, 6, 1)  # the count on a chip of its own, off the tile's lines
            count.badge.setZValue(1.5)
            t.setGraphicsEffect(TargetPicture(t, lambda t=t, face=face, count=count: (
                face.tile, face.size, count.text(), count.x(), count.badge.isVisible(), t.selected_colour)
                if face.tile else None))
            self.slots.append((t, face, count))
        return self.slots[i]

    def update_row(self, view) -> None:
        groups: dict[str, int] = {}
        for tile in view.face_up:
            groups[tile] = groups.get(tile, 0) + 1
        act = view.act if view.act.get("kind") in ("draft", "explore") else {}
        key = (tuple(sorted(groups.items(), key=lambda kv: TILE_INDEX[kv[0]])), act.get("kind"),
               act.get("i"), tuple(act.get("order", ())))
        if key == self.key:
            return
        self.key = key
        kinds = [k for k, _ in key[0]]
        if act.get("kind") == "draft":
            head, more = "The draft", f"{len(view.face_up)} tiles face up"
        elif act.get("kind") == "explore":
            head, more = "Explore", f"{len(view.face_up)} tiles drawn"
        else:
            head, more = "Face-up tiles", ""
        order = act.get("order", ())
        nxt = ""
        if order and 0 <= act.get("i", -1) < len(order):
            nxt = f"{view.seat_name(order[act['i']])} picks"  # 'takes one' ran out of the column
        for item, line in zip(self.title, (head, more, elide(nxt, 13, TILES_X - 14))):
            item.set(line)
        self.empty.set("" if kinds else "No tiles face up. An Explore card turns tiles up here.")
        size, rows, pitch = self._tile_layout(len(kinds))
        per_row = -(-len(kinds) // rows) if kinds else 1
        # a tile smaller than BADGED has no room for its count on a chip over its cubes: the count goes under it (one
        # line) or beside it (two lines, when the line has room: else on the chip)
        counted = [k for k in groups.values() if k > 1]
        under = rows == 1 and size < BADGED and bool(counted)
        widest = max((text_width(f"×{k}", 13, True) for k in counted), default=0.0)
        free = pitch - size - COUNT_GAP - widest  # from a count beside its tile to the next tile
        beside = rows == 2 and size < BADGED and free >= COUNT_GAP
        top = (self.h - size - 16) / 2 if under else (self.h - rows * (size + TILE_GAP) + TILE_GAP) / 2
        self.targets = {}
        for i, tile in enumerate(kinds):
            t, face, count = self._slot(i)
            t.set_path(rounded(QRectF(0, 0, size, size), 6))
            face.resize(size)
            face.set(tile)
            count.set(f"×{groups[tile]}" if groups[tile] > 1 else "")
            words = count.boundingRect().width()
            if under:
                count.move(size / 2 + words / 2, size + 10)
            elif beside:
                count.move(size + COUNT_GAP + words, size / 2)
            else:
                count.move(size - 3, 7)
                count.badge.setPath(rounded(QRectF(size - words - 6, 0, words + 6, 14), 6))
            count.badge.setVisible(groups[tile] > 1 and not under and not beside)
            row, col = divmod(i, per_row)
            x, y = TILES_X + col * pitch, top + row * (size + TILE_GAP)
            t.setPos(x, y)
            # clicked anywhere in its share of the row (and into the gaps round the row), its count beside it too
            cell_top, cell_bottom = ((-ROW_REACH, self.h + ROW_REACH) if rows == 1 else
                                     ((-ROW_REACH, self.h / 2), (self.h / 2, self.h + ROW_REACH))[row])
            left = max(TILE_GAP / 2, free / 2) if beside else (pitch - size) / 2
            t.reach(left, y - cell_top, pitch - size - left, cell_bottom - y - size)
            t.setData(0, f"tile-{tile}")
            t.base_tip = (f"<b>{tile_name(tile)}</b> tile, face up" + (f" ({groups[tile]} of them)"
                                                                        if groups[tile] > 1 else "")
                          + "<br>Taken onto an empty square of its terrain on the taker's Production Area.")
            t.show()
            self.targets[f"tile-{tile}"] = t
        for t, face, count in self.slots[len(kinds):]:
            t.hide()
            t.setData(0, "")
