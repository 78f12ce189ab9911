"""The players' panels of the Rise of Empires board, one per seat, all public and readable at a glance:
the seat's marker shape, name, place in the turn order and victory points; food, gold, resource discs,
cubes in the pool and in the general stock, cubes on the map and action discs in hand; and every tile
held (progress tiles by name, free-action ones marked and greyed once used this turn, territories by kind,
cities and wonders; at the end of an era, the tiles kept so far ticked in green). The seat at the screen's
progress and city tiles are Targets the board arms with the free actions, the city upkeep and the tiles kept
at the end of an era."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem

from dawnofempires_gui.engine.words import join, ordinal, plural
from dawnofempires_gui.ui.targets import Target, rounded

from . import data as D
from .board_items import (CARD, EDGE, FAINT, INK, KIND_COLOUR, KIND_ICON, MIN_PX, PAPER, SOFT, TABLE, Glyph, Marker,
                          Overlay, Text, brush, elide, face, fence, inert, light, panel, part, pen, quiet, readable, text_width)
from .board_parts import Variants
from .board_tiles import TERRITORY_FILL, TERRITORY_ICON
from .board_words import city_tip, progress_tip, territory_tip

W = 390.0
CHIP_H = 26.0
BAND_H = 28.0  # the band of the name
RES_Y = 45.0  # the row of numbers
VP_X = W - 62  # the centre of the crown before the victory points
MOVING_END = VP_X - 14  # where the words of the seat to move must end: clear of the crown
CHIPS_Y = 61.0  # the first row of tiles held
KEPT_LOOK = ("fa6s.check", "#d8ecc8")  # a tile kept at the end of an era: ticked, on green
ICON_COLOURS = {"fa6s.bolt": "#b35c00", "fa6s.check": "#2f6b1f"}
RESOURCES = (("food", "food", "food (0–20 on the food track)"), ("gold", "gold", "gold"),
             ("discs", "discs", "resource discs"), ("pool", "cubes", "cubes in the pool (placed on the map)"),
             ("stock", "fa6s.box-archive", "cubes in the general stock (recruited into the pool by income)"),
             ("map", "fa6s.earth-europe", "cubes on the map"),
             ("hand", "fa6s.circle-dot", "action discs not on the action display"))


class PlayerPanel(QGraphicsRectItem):
    def __init__(self, board, p: int, name: str, colour: str, shape: str, h: float) -> None:
        super().__init__(0, 0, W, h)
        quiet(self)
        self.board, self.p, self.colour, self.h = board, p, colour, h
        self.setData(0, f"player-{p}")
        back = part(self, f"player-back-{p}", -1, ground=TABLE)  # the paper and the icons: never changed
        panel(back, self.rect(), PAPER, EDGE)
        head = self.head = part(self, f"player-head-{p}")  # the name, the place in the turn order, the points
        self.name = Text(elide(name, 140, MIN_PX, True), MIN_PX, head, 26, BAND_H / 2 + 1, "l", INK, True)
        self.order = Text("", MIN_PX, head, 30 + text_width(self.name.text(), MIN_PX, True), BAND_H / 2 + 1, "l", SOFT)
        # the band with the marker, darker and saying "▶ to move" while the seat moves: both looks keep a picture
        # of their own under the name, so that a change of the seat to move copies them
        self.band = Variants(self, f"player-band-{p}", lambda holder: self._band(holder, shape), self._look_band,
                             keep=4, z=-0.5)
        Glyph("points", 17, "#7a2e8a", head, VP_X, BAND_H / 2 + 1)
        self.vp = Text("", MIN_PX, head, VP_X + 11, BAND_H / 2 + 1, "l", INK, True)
        self.vp.setToolTip("victory points")
        self.res: dict[str, Text] = {}
        self.numbers = part(self, f"player-numbers-{p}")  # food, gold...: changed by almost every action of the seat
        x = 6.0
        for key, icon, words in RESOURCES:
            colour_icon = KIND_COLOUR.get(key, SOFT) if key != "pool" else readable(colour)
            if key == "map":
                colour_icon = readable(colour)
            Glyph(KIND_ICON.get(icon, icon), 16, colour_icon, back, x + 8, RES_Y)
            t = Text("0", MIN_PX, self.numbers, x + 18, RES_Y, "l", INK, True)
            t.setToolTip(words)
            self.res[key] = t
            x += 56
        self.held = part(self, f"player-tiles-{p}", ground=PAPER)  # the faces of the tiles held
        self.chips: list[QGraphicsItem] = []
        self.extras: list[QGraphicsItem] = []  # faces in the tiles' picture besides the chips' (see _chips)
        self.faces: dict[tuple, QGraphicsItem] = {}  # a chip's look -> its face in the tiles' picture
        self.targets: dict[str, Target] = {}
        self.key = None
        self.head_key = None
        self.numbers_key = None
        self.moving_key = None

    def update_panel(self, view, seat: int | None, moving: bool, on_map: int | None = None) -> None:
        """Draw the seat's part of `view`; `on_map`: its cubes on the map, if counted already."""
        p = self.p
        place = view.order.index(p) + 1 if p in view.order else 0
        if (view.vp[p], place) != self.head_key:
            self.head_key = (view.vp[p], place)
            self.vp.set(str(view.vp[p]))
            self.order.set(f"· plays {ordinal(place)}" if place else "")
            fence(self.head)
        numbers = (view.food[p], view.gold[p], view.discs[p], view.pool[p], view.stock[p],
                   view.on_map(p) if on_map is None else on_map, view.hand[p])
        if numbers != self.numbers_key:
            self.numbers_key = numbers
            for t, value in zip(self.res.values(), numbers):  # in the order of RESOURCES
                t.set(str(value))
            fence(self.numbers)
        if (moving, place) != self.moving_key:
            self.moving_key = (moving, place)
            self.band.show((moving, self.order.pos().x() + self.order.boundingRect().width() + 8))
        used = tuple(view.used[p])
        ready = tuple(t for t in view.progress[p] if D.PROGRESS_BY_ID[t].free and not view.ready(p, t))
        step, seats = view.top_step()
        keeping = tuple(view.kept) if step == "keep" and p in seats else None  # what the seat keeps so far
        key = (tuple(view.progress[p]), used, ready, tuple(view.territories[p]), tuple(view.cities[p]),
               tuple(view.wonders[p]), view.era, keeping)
        if key != self.key:
            self.key = key
            self._chips(view, used, ready, keeping)
            fence(self.held)

    def _band(self, holder: QGraphicsItem, shape: str) -> tuple[QGraphicsRectItem, Text]:
        band = inert(QGraphicsRectItem(QRectF(1, 1, W - 2, BAND_H), holder))
        band.setPen(pen(self.colour, 0))
        marker = Marker(shape, self.colour, 7.0, holder)
        marker.setPos(13, BAND_H / 2 + 1)
        return band, Text("", MIN_PX, holder, 0, BAND_H / 2 + 1, "l", "#8a1f00", True)

    def _look_band(self, items: tuple[QGraphicsRectItem, Text], key: tuple[bool, float]) -> None:
        band, words = items
        moving, x = key
        band.setBrush(brush(light(self.colour, 0.3 if moving else 0.6)))
        words.move(x, BAND_H / 2 + 1)
        # after a long name and its place in the turn order only the mark: the words ran under the crown
        fits = x + text_width("▶ to move", MIN_PX, True) <= MOVING_END
        words.set(("▶ to move" if fits else "▶") if moving else "")

    def moving_words(self) -> str:
        """What the band says of the seat: "▶ to move" while it moves."""
        items = self.band.items()
        return items[1].text() if items is not None else ""

    # ------------------------------------------------------------------ the tiles held
    def _chips(self, view, used, not_ready, keeping) -> None:
        """Lay out the tiles held. The target of a tile still held is kept and moved, its tooltip worded again
        only when what it says changed; its face is kept and moved when it looks as before (its icon and words
        are the slow part): a tile taken builds one target and one face. While the seat keeps tiles at the end
        of an era (`keeping`: those kept so far, else None) every progress tile has room for the tick of a tile
        kept if one may be kept, so that keeping one moves no other under the pointer."""
        p = self.p
        kept = self.faces
        self.faces = {}
        more = f"more-{p}"
        held = {chip.data(0): chip for chip in self.chips if chip.data(0) != more}
        self.board.retire_all([chip for chip in self.chips if chip.data(0) == more])
        for item in self.extras:  # "+n more", "no tiles yet"
            self.board.removeItem(item)
        self.extras = []
        self.chips = []
        self.targets = {}
        entries: list[tuple[str, str, str, str, str]] = []  # (kind, id, label, icon, fill)
        for t in view.progress[p]:
            tile = D.PROGRESS_BY_ID[t]
            look = ("fa6s.bolt" if tile.free else "", "#e4dccb" if t in used else ("#fff1d6" if tile.free else CARD))
            entries.append(("progress", t, tile.name, *(KEPT_LOOK if t in (keeping or ()) else look)))
        for c in view.cities[p]:
            entries.append(("city", c, D.CITY_BY_ID[c].name, *(KEPT_LOOK if c in (keeping or ()) else ("city", CARD))))
        for wnd in view.wonders[p]:
            entries.append(("wonder", wnd, D.CITY_BY_ID[wnd].name, "wonder", "#f3e3f0"))
        counts: dict[str, int] = {}
        for t in view.territories[p]:
            counts[t] = counts.get(t, 0) + 1
        for t, k in counts.items():  # territories: an icon and how many (the name in the tooltip)
            tk = D.TERRITORY_BY_ID[t]
            entries.append(("territory", t, str(k) if k > 1 else "", TERRITORY_ICON[tk.land], TERRITORY_FILL[tk.land]))
        # room for a tick before every progress tile while one is or may be kept (the same all through the step)
        tick_room = keeping is not None and any(t in D.PROGRESS_BY_ID for t in (*keeping, *view.keep_choices(p)))
        x, y = 6.0, CHIPS_Y
        bottom = self.h - 3
        for i, (kind, tid, label, icon, fill) in enumerate(entries):
            label = elide(label, 124)
            extra = 0.0
            if kind == "territory" and D.TERRITORY_BY_ID[tid].town:
                extra = 16.0
            slot = bool(icon) or (kind == "progress" and tick_room)  # room for an icon
            w = (text_width(label) + 6 if label else 0) + (19 if slot else 0) + extra + 8
            if x + w > W - 6:
                x, y = 6.0, y + CHIP_H + 3
            rest = entries[i:]
            if y + CHIP_H > bottom or (y + 2 * CHIP_H + 3 > bottom and len(rest) > 1
                                       and x + w + text_width(f"+{len(rest) - 1} more") + 20 > W - 6):
                self._more(view, rest, x, y if y + CHIP_H <= bottom else y - CHIP_H - 3)
                break
            chip = self._chip(held, f"own-{p}-{tid}" if kind in ("progress", "city") else f"held-{p}-{kind}-{tid}",
                              w, x, y)
            look = (kind, tid, label, icon, fill, tid in used, w)
            drawn = kept.pop(look, None)
            if drawn is None:
                drawn = self._face(kind, tid, label, icon, fill, tid in used, w, extra, x, y, slot)
            elif drawn.pos() != QPointF(x, y):
                drawn.setPos(x, y)
            self.faces[look] = drawn
            is_kept = tid in (keeping or ())
            says = (kind, tid, counts.get(tid), tid in used, tid in not_ready, view.era, is_kept)
            if chip.says != says:
                chip.says = says
                chip.base_tip = self._tip(view, kind, tid, counts, used, not_ready)
                if is_kept:
                    chip.base_tip += "<br><i>Kept for the next era.</i>"
                if kind not in ("progress", "city"):
                    chip.setToolTip(chip.base_tip)
            if kind in ("progress", "city"):
                self.board.targets[chip.data(0)] = chip
                self.targets[chip.data(0)] = chip
            self.chips.append(chip)
            x += w + 4
        self.board.retire_all(list(held.values()))  # tiles no longer held (or no longer shown)
        for drawn in kept.values():  # tiles no longer held (or drawn otherwise)
            self.board.removeItem(drawn)
        kept.clear()
        if not entries:
            self.extras.append(Text("no tiles yet", MIN_PX, self.held, 8, CHIPS_Y + CHIP_H / 2, "l", FAINT))

    def _chip(self, held: dict[str, Overlay], tag: str, w: float, x: float, y: float) -> Overlay:
        """The target of a tile held at (x, y): the one it had if it is as wide as before (taken from `held`)."""
        chip = held.pop(tag, None)
        if chip is not None and chip.w != w:  # its count changed its width
            self.board.retire_all([chip])
            chip = None
        if chip is None:
            chip = Overlay(rounded(QRectF(0, 0, w, CHIP_H), 6), self, tag)
            chip.w, chip.says = w, None
        if chip.pos() != QPointF(x, y):
            chip.setPos(x, y)
        return chip

    def _face(self, kind: str, tid: str, label: str, icon: str, fill: str, used: bool, w: float, extra: float,
              x: float, y: float, slot: bool) -> QGraphicsItem:
        """The face of a tile held in the panel's picture (its target lies above it)."""
        drawn = face(self.held, x, y, w, CHIP_H, fill, "#8a7350")
        tx = 4.0
        if icon:
            Glyph(icon, 15, ICON_COLOURS.get(icon, SOFT), drawn, tx + 8, CHIP_H / 2)
        if slot:
            tx += 19
        if extra:
            kind_of = next(k for k, n in D.TERRITORY_BY_ID[tid].yields.items() if k != "vp")
            Glyph(KIND_ICON[kind_of], 13, KIND_COLOUR[kind_of], drawn, tx + 6, CHIP_H / 2)
            tx += extra
        if label:
            Text(label, MIN_PX, drawn, tx + 1, CHIP_H / 2, "l", FAINT if used else INK, kind == "territory")
        return drawn

    def _more(self, view, rest, x: float, y: float) -> None:
        """What does not fit: a chip saying how many more tiles (their names in its tooltip); the board arms
        it with the actions of the seat's own tiles hidden in it."""
        label = f"+{len(rest)} more"
        w = text_width(label, MIN_PX, True) + 12
        chip = Overlay(rounded(QRectF(0, 0, w, CHIP_H), 6), self, f"more-{self.p}")
        chip.setPos(x, y)
        drawn = face(self.held, x, y, w, CHIP_H, CARD, "#8a7350")
        Text(label, MIN_PX, drawn, 6, CHIP_H / 2, "l", SOFT, True)
        self.extras.append(drawn)
        chip.base_tip = "Also held: " + join(D.TERRITORY_BY_ID[t].name + (f" ×{lbl}" if lbl else "")
                                             if k == "territory" else lbl for k, t, lbl, _i, _f in rest)
        self.board.targets[chip.data(0)] = chip
        self.chips.append(chip)

    def _tip(self, view, kind: str, tid: str, counts, used, not_ready) -> str:
        name = view.seat_name(self.p)
        if kind == "progress":
            tip = progress_tip(tid, view.era, 0, [])
            tip = tip.split("<br>Costs")[0]
            if tid in used:
                tip += "<br><i>Used this game turn (face down until the next New Tiles phase).</i>"
            elif tid in not_ready:
                tip += "<br><i>Taken this turn: usable once every other player has taken an action.</i>"
            return f"{name}'s tile<br>" + tip
        if kind == "territory":
            return f"{name} holds {plural(counts[tid], 'tile')} of this kind<br>" + territory_tip(tid)
        if kind == "wonder":
            return f"{name} built this wonder (its points are scored)<br>" + city_tip(tid)
        return f"{name}'s city<br>" + city_tip(tid)
