"""The player board of the seat at the screen, full size: its Production Area (terrain, tiles, villagers and
Dwarves), its City Area (every building of the game with its cost; the ones built filled in), its resource
cubes, villagers and victory cubes, its Holding Area (every unit of its culture: how many are at home, at work
and in a battle, with cost and dice), its Age, and its seven permanent cards beside its random deck.

Targets (tags): "sq-<seat>-<square>", "bld-<seat>-<building>", "cube-<seat>-<resource>", "villagers-<seat>",
"unit-<seat>-<unit>", "perm-<card>" and "deck". The board arms them; `base_tip` says what each one is.
"""
from __future__ import annotations

from dataclasses import dataclass
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem

from dawnofempires_gui.engine.words import plural
from dawnofempires_gui.games.aom import data as D
from dawnofempires_gui.games.aom.board_holder import Holder
from dawnofempires_gui.games.aom.board_kept import KeptPicture
from dawnofempires_gui.games.aom.board_items import (BUILDING_ICON, CARDS_ICON, CULTURE_COLOUR, EDGE, FAINT, INK,
                                                     LEFT_GROUND, PAPER, PARCHMENT, RES_COLOUR, RES_ICON, SOFT,
                                                     VILLAGER_ICON, VP_ICON, VP_RED, Glyph, Text, bound, elide, inert,
                                                     mix, part, parts_of, plate, readable, text_width, unit_fill,
                                                     unit_icon, wrap)
from dawnofempires_gui.games.aom.board_queries import (ACTION_ICONS, building_tip, card_tip, card_title, home_units,
                                                       played_words, unit_tip, units_in_battle,
                                                       units_on_tiles)
from dawnofempires_gui.games.aom.board_reach import ReachFaceTarget
from dawnofempires_gui.games.aom.board_square import Square
from dawnofempires_gui.games.aom.rules_tables import AGES, CITY, NSQ, PERM, RES
from dawnofempires_gui.games.aom.rules_words import age_name, culture_name, res_name
from dawnofempires_gui.ui.drawing import brush, pen
from dawnofempires_gui.ui.facetarget import FaceTarget
from dawnofempires_gui.ui.targets import Target, rounded


@dataclass(frozen=True)
class Geo:
    """Where the parts of a player board go: FULL (900 wide, the cubes in a column on the right, one line of
    units) or COMPACT (624 wide, for a small window: one Age shown, the cubes in a row under the City Area, six
    units a line, the rack's cards without icons)."""

    w: float
    sq: float  # a square of the Production Area, and its stride
    sq_stride: float
    row_a: float  # the Production and City Areas
    city_x: float
    bld: tuple[float, float, float, float]  # a building's width, height, strides
    unit: tuple[float, float, float, float, int]  # a unit's width, height, strides, units a line
    row_b: float  # the Holding Area's units
    rack: tuple[float, float, float, float]  # a permanent card's width, height, stride; the rack's y
    stock_y: float  # COMPACT: the row of cubes and villagers (FULL: a column from row_a)
    h: float


_ROW_B = 36.0 + 4 * 60 + 4
FULL = Geo(900.0, 54.0, 58.0, 36.0, 244.0, (112.0, 56.0, 116.0, 60.0), (124.0, 52.0, 128.0, 56.0, 7), _ROW_B,
           (106.0, 40.0, 109.0, _ROW_B + 2 * 56 + 4), 36.0, _ROW_B + 2 * 56 + 4 + 40)
COMPACT = Geo(624.0, 50.0, 53.0, 34.0, 218.0, (100.0, 50.0, 102.0, 53.0), (101.0, 52.0, 104.6, 56.0, 6), 302.0,
              (72.0, 40.0, 74.0, 416.0), 250.0, 456.0)
W = FULL.w
H = FULL.h


def cost_row(parent: QGraphicsItem, cost, x: float, y: float, colour: str = SOFT) -> list[QGraphicsItem]:
    """A cost drawn as icons and numbers from (x, y) rightwards ('4 each' when every resource costs the same)."""
    items: list[QGraphicsItem] = []
    values = [(r, cost.get(r, 0)) for r in RES if cost.get(r, 0)]
    if len(values) == 4 and len({k for _, k in values}) == 1:
        items.append(Text(f"{values[0][1]} of each", 13, parent, x, y, "l", colour))
        return items
    for r, k in values:
        t = Text(str(k), 13, parent, x, y, "l", colour, True)
        items.append(t)
        x += t.boundingRect().width() + 1
        items.append(Glyph(RES_ICON[r], 12, RES_COLOUR[r], parent, x + 6, y))
        x += 15
    return items


def rack_label(card: str) -> str:
    """A permanent card's short name on the rack: 'Explore +1', 'Trade (2)', 'Next Age', 'Attack 4'."""
    c = D.CARDS[card]
    if c.action == "explore":
        return f"Explore +{c.tiles_plus_players}" if c.tiles_plus_players else "Explore"
    if c.action == "trade":
        return f"Trade ({c.trade_cost})"
    if c.action == "next_age":
        return "Next Age"
    return card_title(card)


class PlayerBoard(Holder):
    def __init__(self, board, seat: int, name: str, colour: str, culture: str, compact: bool = False) -> None:
        super().__init__()
        inert(self)
        self.seat, self.name, self.colour, self.culture = seat, name, colour, culture
        self.targets: dict[str, Target] = {}
        g = self.geo = COMPACT if compact else FULL
        W, H = g.w, g.h  # noqa: N806
        bld_w, bld_h, bld_sx, bld_sy = g.bld
        unit_w, unit_h, unit_sx, unit_sy, per_line = g.unit
        rack_w, rack_h, rack_sx, rack_y = g.rack
        right_x = g.city_x + 4 * bld_sx + 8  # FULL: the column of cubes and villagers
        accent = CULTURE_COLOUR[culture]
        # shown: no flag ItemContainsChildrenInShape (kept undrawn, it is skipped whole: see set_shown)
        # Each area is a part drawn from a picture of its own: a change repaints that area only. The board under
        # them (a picture as large as the board, made again only with a change of layout) holds nothing that
        # changes: a tile or a worker put on the Production Area repaints that area, not the board.
        # A part on one plain colour is copied opaque (fast); those reaching the board's edge are blended.
        paper = mix(accent, PARCHMENT, 0.78)
        grounds = {"back": LEFT_GROUND, "head": paper, "counts": paper, "city": paper, "stock": paper}
        back, head, counts, city, stock, holding, deck_area = (
            part(self, f"own-{name}-{seat}", -1 if name == "back" else 0, grounds.get(name))
            for name in ("back", "head", "counts", "city", "stock", "holding", "deck"))
        production = [part(self, f"own-production-{seat}-{row}") for row in range(4)]  # a part a row of squares
        plate(back, QRectF(-5, -4, W + 10, H + 9), paper, accent, 10, 2.5)
        # the header: name, culture and Age (COMPACT: the Age reached only); right of it, what changes with most
        # cards played or taken (its own part): victory cubes, hand
        plate(head, QRectF(0, 0, 8, 28), colour, colour, 3, 1)
        Text(name, 17, head, 14, 14, "l", readable(colour), True)
        name_w = text_width(name, 17, True)
        self.culture_text = Text(f"{culture_name(culture)}", 14, head, 24 + name_w, 14, "l", INK, True)
        x = 24 + name_w + text_width(culture_name(culture), 14, True) + 14
        self.ages: list[tuple[QGraphicsItem, Text]] = []
        words = [f"{age_name(i)} Age" for i in range(len(AGES))] if compact else [age_name(i) for i in range(len(AGES))]
        for i in range(1 if compact else len(AGES)):
            w = (max(text_width(word) for word in words) if compact else text_width(words[i])) + 14
            box = plate(head, QRectF(x, 3, w, 22), PAPER, EDGE, 5, 1)
            self.ages.append((box, Text(words[i], 13, head, x + w / 2, 14, "c", FAINT)))
            x += w + 3
        self.age_x_end = x
        self.hand_text = Text("", 13, counts, W - 120, 14, "r", INK)
        Glyph(VP_ICON, 18, VP_RED, counts, W - 96, 14)
        self.vp_text = Text("", 15, counts, W - 84, 14, "l", INK, True)
        # the Production Area
        self.squares: list[Square] = []
        for q in range(NSQ):
            sq = Square(production[q // 4], seat, q, g.sq)
            sq.setPos((q % 4) * g.sq_stride, g.row_a + (q // 4) * g.sq_stride)
            self.squares.append(sq)
            self.targets[sq.data(0)] = sq
        # the City Area: every building, the ones built filled in
        self.buildings: dict[str, tuple[Target, Text, list, Text]] = {}
        for i, b in enumerate(D.BUILDINGS):
            t = FaceTarget(rounded(QRectF(0, 0, bld_w, bld_h), 6), city, PAPER, pen(EDGE, 1), f"bld-{seat}-{b}")
            t.setPos(g.city_x + (i % 4) * bld_sx, g.row_a + (i // 4) * bld_sy)
            Glyph(BUILDING_ICON[b], 16, INK, t, 13, 12)
            costs = cost_row(t, D.BUILDINGS[b].cost, 26, 12)
            count = Text("", 14, t, bld_w - 6, 12, "r", INK, True)
            lines = wrap(D.BUILDINGS[b].name, 13, bld_w - 8, 2)
            Text(lines[0], 13, t, 5, bld_h / 2, "l", INK)
            Text(lines[1], 13, t, 5, bld_h / 2 + 15, "l", INK)
            self.buildings[b] = (t, count, costs, None)
            self.targets[t.data(0)] = t
        slot = len(D.BUILDINGS)
        sx, sy = g.city_x + (slot % 4) * bld_sx, g.row_a + (slot // 4) * bld_sy
        plate(city, QRectF(sx, sy, 2 * bld_sx - 4, bld_h), "#e2d3ad", EDGE, 6, 1)
        Text("City Area", 14, city, sx + 8, sy + 16, "l", INK, True)
        self.city_text = Text("", 13, city, sx + 8, sy + bld_h - 18, "l", SOFT)
        # cubes, villagers, victory cubes: a column on the right (FULL) or a row under the City Area (COMPACT)
        if compact:
            cube_w, vill_w = 100.0, W - 4 * 104
            cube_at = [(i * 104, g.stock_y) for i in range(4)]
            vill_at = (4 * 104, g.stock_y)
            keep_at = (8, g.stock_y + 39)
        else:
            plate(stock, QRectF(right_x, g.row_a, W - right_x, 4 * bld_sy - 4), "#e2d3ad", EDGE, 6, 1)
            Text("Resource cubes", 13, stock, right_x + 8, g.row_a + 12, "l", INK, True)
            cube_w = vill_w = W - right_x - 12
            cube_at = [(right_x + 6, g.row_a + 24 + i * 34) for i in range(4)]
            vill_at = (right_x + 6, g.row_a + 184)
            keep_at = (right_x + 8, g.row_a + 168)
        self.cubes: dict[str, Text] = {}
        for i, r in enumerate(RES):
            t = ReachFaceTarget(rounded(QRectF(0, 0, cube_w, 30), 6), stock, PAPER, pen(EDGE, 1), f"cube-{seat}-{r}")
            t.setPos(*cube_at[i])
            if compact:  # into the gap over the row and onto the words under it: 42 units high (29 pixels at 1024x700)
                t.reach(2, 6, 2, 6)
            else:  # halfway across the gaps of the column
                t.reach(2, 2, 2, 2)
            Glyph(RES_ICON[r], 17, RES_COLOUR[r], t, 15, 15)
            Text(res_name(r), 13, t, 30, 15, "l", INK)
            self.cubes[r] = Text("", 16, t, cube_w - 8, 15, "r", INK, True)
            self.targets[t.data(0)] = t
        self.keep_text = Text("", 13, stock, *keep_at, "l", SOFT)
        v = FaceTarget(rounded(QRectF(0, 0, vill_w, 44), 6), stock, PAPER, pen(EDGE, 1), f"villagers-{seat}")
        v.setPos(*vill_at)
        Glyph(VILLAGER_ICON, 18, INK, v, 15, 14)
        self.vill_text = Text("", 14, v, 30, 14, "l", INK, True)
        self.vill_more = Text("", 13, v, 8, 33, "l", SOFT)
        self.targets[v.data(0)] = v
        # the Holding Area: every unit of the culture; how many of each, a part of its own over them (a unit
        # recruited or lost changes the numbers, seldom a unit's face)
        tally = part(self, f"own-units-{seat}")
        self.units: dict[str, tuple[Target, Text]] = {}
        for i, u in enumerate(D.UNITS_BY_CULTURE[culture]):
            t = FaceTarget(rounded(QRectF(0, 0, unit_w, unit_h), 6), holding, unit_fill(u), pen(EDGE, 1),
                       f"unit-{seat}-{u}")
            t.setPos((i % per_line) * unit_sx, g.row_b + (i // per_line) * unit_sy)
            Glyph(unit_icon(u), 16, INK, t, 13, 12)
            cost_row(t, D.UNITS[u].cost, 26, 12, FAINT)
            count = Text("", 15, tally, t.x() + unit_w - 6, t.y() + 12, "r", INK, True)
            lines = wrap(D.UNITS[u].name, 13, unit_w - 8, 2)
            Text(lines[0], 13, t, 5, 27, "l", INK)
            Text(lines[1], 13, t, 5, 42, "l", INK)
            self.units[u] = (t, count)
            self.targets[t.data(0)] = t
        # COMPACT: every place of the two lines may hold a unit: the words go beside the cubes' row
        label_x, label_y = (4 * 104 - 8, g.stock_y + 39) if compact else (per_line * unit_sx - 4, g.row_b + unit_sy + 45)
        self.holding_label = Text("", 13, tally, label_x, label_y, "r", SOFT)
        # the permanent cards, a part drawn from the picture of the cards in their states (in hand, played, in the
        # deck), the same on every player board (board_kept.py): cards taken or played as on a board shown before
        # are a copy; the random deck, a part of its own (its counts change with every draw)
        self.rack: dict[str, tuple[Target, Text]] = {}
        perms = part(self, f"own-perm-{seat}", picture=False)
        x = 0.0
        for c in PERM:  # COMPACT: each as wide as its name, without its icon
            w = max(50.0, text_width(rack_label(c))) + 12 if compact else rack_w
            t = FaceTarget(rounded(QRectF(0, 0, w, rack_h), 6), perms, PAPER, pen(EDGE, 1), f"perm-{c}")
            t.setPos(x, rack_y)
            if compact:
                Text(rack_label(c), 13, t, 6, 13, "l", INK)
            else:
                Glyph(ACTION_ICONS[D.CARDS[c].action], 15, INK, t, 13, 13)
                Text(elide(rack_label(c), 13, rack_w - 28), 13, t, 25, 13, "l", INK)
            x += w + 3 if compact else rack_sx
            state = Text("", 13, t, 6, 30, "l", SOFT)
            self.rack[c] = (t, state)
            self.targets[t.data(0)] = t
        perms.setGraphicsEffect(KeptPicture(perms, lambda: ("perm", compact, *(state.text() for _, state in
                                                                             self.rack.values()))))
        deck = FaceTarget(rounded(QRectF(0, 0, W - x, rack_h), 6), deck_area, "#5b4a7a", pen("#2b2140", 1.5), "deck")
        deck.setPos(x, rack_y)
        if not compact:
            Glyph(CARDS_ICON, 18, "#ffffff", deck, 14, 13)
        Text("Random deck", 13, deck, 6 if compact else 26, 13, "l", "#ffffff", True)
        self.deck_text = Text("", 13, deck, 8, 30, "l", "#e8e0ff")
        self.targets["deck"] = deck
        self.key = None
        self.parts = parts_of(self)
        rooms = {back: QRectF(-7, -6, W + 14, H + 13),  # clear of the edge of the left part of the table
                 head: QRectF(-2, -2, self.age_x_end + 2, 32),
                 counts: QRectF(self.age_x_end, -2, W + 2 - self.age_x_end, 32),  # its numbers grow rightwards
                 stock: (QRectF(-1, g.stock_y - 1, W + 2, 50) if compact else  # clear of the edge
                         QRectF(right_x - 1, g.row_a - 1, W - right_x + 2, 4 * bld_sy - 2)),
                 # the numbers are empty now: the room of every unit's number and of the words about them
                 tally: holding.childrenBoundingRect().united(QRectF(0, label_y - 11, label_x, 22))}
        for item in self.parts:
            bound(item, rooms.get(item))
        self.setZValue(1)


    # ------------------------------------------------------------------ redraw
    def update_board(self, view) -> None:
        """Draw the seat's state: each area only if what it shows changed (a change of seat shows a board caught up
        while idle, but for the move just made: that area is drawn again, not the whole board)."""
        s = self.seat
        battle = units_in_battle(view, s)
        work = view.work[s * NSQ:(s + 1) * NSQ]
        units = tuple(sorted(view.units[s].items()))
        key = self.key = self.key or {}
        changed = set()
        for area, now in (("head", (view.age[s], view.vp[s], view.hand_count(s), view.hand_limit(s),
                                    tuple(view.played[s]), view.extra[s])),
                          ("squares", (view.prod[s * NSQ:(s + 1) * NSQ], work)),
                          ("city", tuple(sorted(view.bld[s].items()))),
                          ("cubes", (view.cubes[s * 4:s * 4 + 4], view.spoilage_keep(s))),
                          ("villagers", (view.villagers[s], work)),
                          ("units", (units, work, tuple(sorted(battle.items())))),
                          ("rack", (tuple(view.perm_hand[s]), tuple(view.played[s]))),
                          ("deck", (view.cards_left(view.cult[s]), len(view.under(view.cult[s]))))):
            if key.get(area) != now:
                key[area] = now
                changed.add(area)
        if not changed:
            return
        if "head" in changed:
            self._update_head(view)
        if "squares" in changed:
            for q, sq in enumerate(self.squares):
                sq.update_square(view, s, q)
        if "city" in changed:
            self._update_city(view)
        if "cubes" in changed:
            self._update_cubes(view)
        if "villagers" in changed:
            self._update_villagers(view)
        if "units" in changed:
            self._update_units(view, battle)
        if "rack" in changed:
            self._update_rack(view)
        if "deck" in changed:
            self._update_deck(view)

    def _update_head(self, view) -> None:
        s = self.seat
        if self.geo is COMPACT:  # the one box shows the Age reached
            box, text = self.ages[0]
            box.setBrush(brush(mix(CULTURE_COLOUR[self.culture], "#ffffff", 0.1)))
            text.set(f"{age_name(view.age[s])} Age", "#ffffff")
        for i, (box, text) in enumerate(self.ages if self.geo is FULL else ()):
            now = i == view.age[s]
            box.setBrush(brush(mix(CULTURE_COLOUR[self.culture], "#ffffff", 0.1) if now else
                               (PAPER if i > view.age[s] else "#d8caa4")))
            text.set(text.text(), "#ffffff" if now else (FAINT if i > view.age[s] else SOFT))
        self.vp_text.set(str(view.vp[s]))
        self.hand_text.set(f"Hand {view.hand_count(s)} of {view.hand_limit(s)} · played: {played_words(view, s)}")
        room = self.geo.w - 130 - self.age_x_end
        if self.hand_text.boundingRect().width() > room:
            self.hand_text.setToolTip(self.hand_text.text())
            self.hand_text.set(elide(self.hand_text.text(), 13, room))
        else:
            self.hand_text.setToolTip("")

    def _update_city(self, view) -> None:
        s = self.seat
        built = view.bld[s]
        for b, (t, count, costs, _) in self.buildings.items():
            k = built.get(b, 0)
            t.look(mix(CULTURE_COLOUR[self.culture], PAPER, 0.55) if k else "#f4eddc",
                   pen(INK if k else "#b8a985", 2 if k else 1))
            count.set(("×" + str(k) if b == "house" else "built") if k else "")
            for item in costs:
                item.setVisible(not k)
            why = f"<br><b>Built</b>{f': {k} of {D.BUILDINGS[b].limit}' if D.BUILDINGS[b].limit > 1 else ''}." if k \
                else ""
            t.base_tip = building_tip(b) + why
        used = view.buildings(s)
        self.city_text.set(f"{used} of {CITY} squares built")

    def _update_cubes(self, view) -> None:
        s = self.seat
        purse = view.purse(s)
        for r, text in self.cubes.items():
            text.set(str(purse[r]))
            self.targets[f"cube-{s}-{r}"].base_tip = f"<b>{self.name}'s {res_name(r)}: {purse[r]}</b>"
        self.keep_text.set(f"Spoilage keeps {view.spoilage_keep(s)} of each")

    def _update_villagers(self, view) -> None:
        s = self.seat
        working = view.villager_count(s) - view.villagers[s]
        self.vill_text.set(f"{view.villagers[s]} villagers")
        self.vill_more.set(f"at home · {working} at work")
        self.targets[f"villagers-{s}"].base_tip = (
            f"<b>Villagers in the Holding Area: {view.villagers[s]}</b> ({working} more work tiles)<br>One comes with "
            f"each House; on a tile a villager gathers one more cube.")

    def _update_units(self, view, battle: dict[str, int]) -> None:
        s = self.seat
        home, tiles = home_units(view, s), units_on_tiles(view, s)
        total_home = 0
        for u, (t, count) in self.units.items():
            k_home, k_tile, k_war = home.get(u, 0), tiles.get(u, 0), battle.get(u, 0)
            total_home += k_home
            shown = k_home + k_tile + k_war
            count.set(str(shown) if shown else "")
            t.look(unit_fill(u) if shown else "#f4eddc", pen(INK if shown else "#b8a985", 2 if shown else 1))
            where = [f"{k_home} in the Holding Area"] if k_home else []
            if k_tile:
                where.append(f"{k_tile} working a tile")
            if k_war:
                where.append(f"{k_war} in the battle")
            left = view.pieces_left(s, u)
            t.base_tip = unit_tip(u) + ("<br><b>" + ", ".join(where) + "</b>" if where else "<br>None owned.") + \
                f"<br>Unused pieces: {left}"
        self.holding_label.set(f"Holding Area: {plural(total_home, 'unit')}")

    def _update_rack(self, view) -> None:
        s = self.seat
        for c, (t, state) in self.rack.items():
            held, played = c in view.perm_hand[s], c in view.played[s]
            t.look("#fff4cc" if held else ("#d8caa4" if played else PAPER), pen(INK if held else EDGE, 2 if held else 1))
            words = (("in hand", "played", "in deck") if self.geo is COMPACT else
                     ("in your hand", "played", "in your deck"))  # the tooltip says: this turn
            state.set(words[0] if held else (words[1] if played else words[2]))
            t.base_tip = card_tip(c, view.n) + ("<br><b>In your hand.</b>" if held else
                                                "<br><b>Played this turn.</b>" if played else "")

    def _update_deck(self, view) -> None:
        culture = view.cult[self.seat]
        self.deck_text.set(f"{len(view.deck(culture))} down · {len(view.under(culture))} up")
        self.targets["deck"].base_tip = (
            f"<b>The {culture_name(culture)} random deck</b>: {len(view.deck(culture))} cards face down, "
            f"{len(view.under(culture))} played or discarded face up under it (shuffled again when the deck runs out).")
