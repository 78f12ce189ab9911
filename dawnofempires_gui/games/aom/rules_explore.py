"""Explore: the card player draws tiles from the pool face up and takes one first; then each player clockwise
takes one matching tile or passes; the rest go back face down. Artemis and Ptah take two first; with Baldr
nobody else takes one. Picks use the draft's moves (take_tile, pass_tile in rules_setup.py)."""
from __future__ import annotations

from dawnofempires_gui.games.aom.rules_state import AomState
from dawnofempires_gui.games.aom.rules_tables import CARD, TILE_INDEX, power_of
from dawnofempires_gui.games.aom.rules_words import tile_name, tiles_back


class ExploreRules(AomState):
    def explore_problem(self, seat: int, card: str, with_power: bool) -> str:
        if not self.pool_size():
            return "The pool of unowned production tiles is empty."
        return ""

    def start_explore(self, seat: int, card: str) -> None:
        count = min(CARD[card].explore_tiles(self.n), self.pool_size())
        self.face_up = sorted((self.draw_tile() for _ in range(count)), key=TILE_INDEX.__getitem__)
        self.emit(f"{self.seat_name(seat)} explores and turns up " + ", ".join(tile_name(t) for t in self.face_up)
                  + ".", seat, "explore", reveals=True)
        power = power_of(card) if self.cur.get("power") else None
        first = power["picks"] if power is not None and power.id == "explore_first_picks" else 1
        others = [] if power is not None and power.id == "explore_exclusive" else self.order_from(seat)[1:]
        self.act = {"kind": "explore", "order": (seat,) * first + tuple(others), "i": -1}
        self.explore_next()

    def explore_next(self) -> None:
        a = self.act
        order = a["order"]
        i = a["i"] + 1
        while i < len(order) and self.face_up and not self.placeable(order[i]):
            i += 1
        if self.flow[-1][0] == "explore":
            self.flow.pop()
        if i >= len(order) or not self.face_up:
            if self.face_up:
                for tile in self.face_up:
                    self.pool_add(tile)
                self.emit(tiles_back(len(self.face_up), "took"), kind="explore")
            self.face_up = []
            self.action_done()
            return
        a["i"] = i
        self.push_step("explore", (order[i],))


