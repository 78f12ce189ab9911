"""The other players' boards, one row each, readable at a glance (as Board Game Arena shows every player):
their resources and experience, huts, warriors, settlers and legends, technologies by colour,
improvements and wonders; the full names are in the tooltips, written when read (and who holds which tile is
also marked on the supply)."""
from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsRectItem

from dawnofempires_gui.engine.words import plural

from . import data as D
from .board_items import (INK, PAPER, RES_COLOURS, TECH_COLOURS, Glyph, Text, TipText, brush, cached, inert, light, pen,
                          readable, shelve)
from .board_player import Header

RES_WORDS = D.RESOURCES


class OtherBoard(QGraphicsRectItem):
    W, H = 560.0, 50.0

    def __init__(self, board, p: int, name: str, colour: str) -> None:
        super().__init__(0, 0, self.W, self.H)
        inert(self)
        self.p = p
        self.colour = colour
        self.setBrush(brush(PAPER))
        self.setPen(pen("#6b5a3e", 1.5))
        self.setData(0, f"compact-{p}")
        self.header = Header(self, self.W, 24, name, board.initials[p], colour, 14)
        y = 37
        self.res: list[Text] = []
        x = 8.0
        for word in RES_WORDS:
            Glyph(word, 14, RES_COLOURS[word], self, x + 7, y)
            t = Text("", 13, self, x + 16, y, "l", INK, True)
            t.setData(0, f"res-{p}-{word}")
            t.setToolTip(word)
            self.res.append(t)
            x += 34
        Glyph("experience", 14, "#8a6d1f", self, x + 7, y)
        self.xp = Text("", 13, self, x + 16, y, "l", INK, True)
        self.xp.setToolTip("military experience")
        x += 40
        self.counts: dict[str, Text] = {}
        for key, icon, width in (("huts", "town", 34), ("warriors", "warrior", 52), ("settlers", "settler", 30),
                                 ("legends", "fa6s.star", 30)):
            Glyph(icon, 14, readable(colour) if key != "legends" else "#c08a00", self, x + 7, y)
            self.counts[key] = TipText("", 13, self, x + 16, y, "l", INK)
            self.counts[key].words = lambda key=key: self._words(self._count_words, key)
            x += width
        self.techs: dict[str, Text] = {}
        for colour_name in D.COLOURS:
            swatch = inert(QGraphicsRectItem(QRectF(x, y - 7, 10, 14), self))
            swatch.setBrush(brush(TECH_COLOURS[colour_name]))
            swatch.setPen(pen("#6b5a3e", 1))
            self.techs[colour_name] = TipText("", 13, self, x + 13, y, "l", INK, True)
            self.techs[colour_name].words = lambda colour=colour_name: self._words(self._tech_words, colour)
            x += 26
        x += 4
        Glyph("town", 13, "#6b5a3e", self, x + 6, y)
        self.imps = TipText("", 13, self, x + 14, y, "l", INK)
        self.imps.words = lambda: self._words(self._building_words, "imps")
        x += 30
        Glyph("wonder", 13, "#6b5a3e", self, x + 6, y)
        self.wonders = TipText("", 13, self, x + 14, y, "l", INK)
        self.wonders.words = lambda: self._words(self._building_words, "wonders")
        self.key = None
        self.view = None  # the view the row shows (its tooltips are written from it when read)
        cached(self)  # painted from a picture, made again when its words change
        self.shown = True

    def set_shown(self, shown: bool) -> None:
        """Draw this row or keep it undrawn (the player at the screen has the large board): it keeps its
        picture, so that showing it again costs only what changed meanwhile."""
        if shown != self.shown:
            self.shown = shown
            shelve([self], not shown)
            self.setZValue(1 if shown else 0)

    def update_board(self, view, moving: bool) -> None:
        p = self.p
        key = (tuple(view.res[p]), view.huts_track[p], view.war_track[p], tuple(view.slaves[p]), view.legends[p],
               view.settlers_home[p], tuple(view.techs[p]), tuple(view.imps[p]), tuple(sorted(view.wonder_owner.items())),
               view.empire[p], moving, view.xp[p], tuple(view.town_size), tuple(view.town_owner), tuple(view.unit_w))
        self.view = view
        if key == self.key:
            return
        self.key = key
        self.header.update(view, p, moving)
        self.setBrush(brush(light(self.colour, 0.8) if moving else PAPER))
        for i, t in enumerate(self.res):
            t.set(str(view.res[p][i]))
        self.xp.set(str(view.xp[p]))
        on_map = D.HUTS - view.huts_track[p]
        self.counts["huts"].set(str(on_map))
        self.counts["warriors"].set(f"{view.warriors_on_map(p)}/{view.war_track[p]}")
        self.counts["settlers"].set(str(view.settlers_home[p]))
        self.counts["legends"].set(str(view.legends[p]))
        for colour, text in self.techs.items():
            text.set(str(sum(1 for t in view.techs[p] if D.TECHS[t].colour == colour)))
        self.imps.set(str(len(view.imps[p])))
        self.wonders.set(str(len(self._wonders_of(view))))

    # --- the tooltips, written when read from the view last drawn
    def _wonders_of(self, view) -> list[str]:
        return [w for w, o in view.wonder_owner.items() if o == self.p]

    def _words(self, words, what: str) -> str:
        return words(what) if self.view is not None else ""  # (a row never drawn says nothing)

    def _building_words(self, what: str) -> str:
        ids = self.view.imps[self.p] if what == "imps" else self._wonders_of(self.view)
        names = ", ".join(D.BUILDINGS[b].name for b in ids) or "none"
        return f"City improvements: {names}" if what == "imps" else f"Wonders: {names}"

    def _tech_words(self, colour: str) -> str:
        held = [D.TECHS[t].name for t in self.view.techs[self.p] if D.TECHS[t].colour == colour]
        return f"{colour} technologies: " + (", ".join(held) or "none")

    def _count_words(self, key: str) -> str:
        view, p = self.view, self.p
        if key == "huts":
            on_map = D.HUTS - view.huts_track[p]
            return (f"{plural(on_map, 'hut')} on the map, {view.huts_track[p]} on the track: town upkeep "
                    f"{D.town_upkeep(on_map)}; {plural(view.unhappy(p), 'unhappy face')} not cancelled")
        if key == "warriors":
            slaves = sum(view.slaves[p])
            return (f"{plural(view.warriors_on_map(p), 'warrior')} on the map, {view.war_track[p]} on the track"
                    + (f", {plural(slaves, 'enslaved warrior')} of others held" if slaves else "")
                    + f": military upkeep {view.military_upkeep_due(p)} money")
        if key == "settlers":
            return f"{plural(view.settlers_home[p], 'settler')} at home"
        return plural(view.legends[p], "legend")
