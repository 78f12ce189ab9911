"""III.E Applying Hits: every red and black marker on the board is applied at once. An F1 piece with any hit is
destroyed and removed; an F2 piece loses one F per hit (at 0 it is destroyed too); then every marker is
taken off. A building destroyed takes with it the upgrades laid face down on it, and a Town Center the Age
advance laid on it (V.A, V.B). Players left with nothing are out (winning.py).
"""
from __future__ import annotations

from dawnofempires_gui.engine.words import plural
from dawnofempires_gui.games.aoe import data as D
from dawnofempires_gui.games.aoe.kinds import AGE_ORDER, AGE_RANK
from dawnofempires_gui.games.aoe.state import AoeState
from dawnofempires_gui.games.aoe.words import age_name, kind_name


class HitsRules(AoeState):
    def stage_hits(self) -> None:
        self.rolls = []
        destroyed = []
        marked = 0
        for piece in list(self.pieces.values()):
            hits = piece["red"] + piece["black"]
            if not hits:
                continue
            marked += 1
            piece["red"] = piece["black"] = 0
            piece["steps"] -= hits
            if piece["steps"] <= 0:
                destroyed.append(piece)
            else:
                self.emit(f"{self.piece_name(piece)} takes {plural(hits, 'hit')} and is reduced to F{piece['steps']}.",
                          piece["owner"], "hit")
        if not marked:
            self.emit("Applying Hits: there are no hits to apply.", None, "hits")
        for piece in destroyed:
            self.emit(f"{self.piece_name(piece)} is destroyed.", piece["owner"], "destroyed")
            self.remove_piece(piece)
        for s in range(self.n):
            self.cc[s] = [i for i in self.cc[s] if i in self.pieces]
            self.over_limit[s] = max(0, self.unit_count(s) - self.unit_limit(s))
        self.stage = "catapult"
        self.check_eliminations()

    def remove_piece(self, piece: dict) -> None:
        """Take a piece off the board, with what lay face down on it."""
        del self.pieces[piece["id"]]
        owner = piece["owner"]
        if self.advancing[owner] == piece["id"]:
            self.advancing[owner] = -1
            age = AGE_ORDER[AGE_RANK[self.ages[owner]] + 1]
            self.emit(f"The {age_name(age)} advance of {self.seat_name(owner)} is lost with the Town Center: it "
                      "must be paid for again.", owner, "lost")
        for upgrade, at in list(self.upgrading[owner].items()):
            if at == piece["id"]:
                del self.upgrading[owner][upgrade]
                u = D.UPGRADES[upgrade]
                self.emit(f"The upgrade of {self.seat_name(owner)} from {kind_name(u.from_type)} to "
                          f"{kind_name(u.to_type)} is lost with its building: it must be paid for again.", owner,
                          "lost")
