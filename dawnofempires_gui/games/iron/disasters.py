"""2. Feed provinces and resolve disasters (rulebook §2; Disaster Results on the sheet).

Each province eats 1 food; each one left unfed is a Famine skull. Then the skull faces showing choose the
disaster: Unrest and Civil War mark skulls (Religion, Citizenship protect), Pestilence marks the
opponents' (the player's own in solitaire; Medicine protects), Barbarians and Invasion are battles
(battles.py). Then step 3.

No moves: all of this happens inside the action that ends step 1."""
from __future__ import annotations

from typing import Any

from dawnofempires_gui.engine.words import plural
from dawnofempires_gui.games.iron import data as D
from dawnofempires_gui.games.iron.state import IMMUNITY, WALLS, IronState


class DisasterRules(IronState):
    def feed_and_disasters(self) -> None:
        seat = self.active
        name = self.seat_name(seat)
        need = self.provinces[seat]  # the first-column province eats too
        have = self.food[seat]
        if have >= need:
            self.food[seat] = have - need
            self.emit(f"{name} feeds {plural(need, 'province')}.", seat, "feed")
        else:
            unfed = need - have
            self.food[seat] = 0
            self.mark_skulls(seat, unfed * D.FAMINE_SKULLS)
            self.emit(f"Famine: {name} cannot feed {plural(unfed, 'province')} and fills in "
                      f"{plural(unfed * D.FAMINE_SKULLS, 'skull')}.", seat, "disaster")
        skulls = self.skull_faces()
        if skulls:
            self.disaster(seat, D.DISASTER_BY_SKULLS[min(skulls, D.MAX_DISASTER_SKULLS)])
        self.battles_step()

    def disaster(self, seat: int, dis: dict[str, Any]) -> None:
        name = self.seat_name(seat)
        did = dis["id"]
        immune = dis.get("immune", "")
        if did == "barbarians":
            if self.monument_done(seat, WALLS):
                self.emit(f"Barbarians attack {name}, who is safe behind the Walls.", seat, "disaster")
            else:
                self.emit(f"Barbarians attack {name}!", seat, "disaster")
                self.battle(seat, int(dis["battle"]), "the Barbarians")
            return
        if did == "invasion":
            self.emit(f"Invasion! Every player battles an army of {dis['battle']}.", seat, "disaster")
            for k in range(self.n):
                self.battle((seat + k) % self.n, int(dis["battle"]), "the Invasion")
            return
        bit = IMMUNITY.get(immune, 0)
        marks = int(dis["marks"])
        if dis.get("opponents"):  # Pestilence: the opponents, or the player alone in solitaire
            victims = [seat] if self.solo else [(seat + k) % self.n for k in range(1, self.n)]
            for s in victims:
                if self.devs[s] & bit:
                    self.emit(f"Pestilence: {self.seat_name(s)} is protected by Medicine.", s, "disaster")
                else:
                    self.mark_skulls(s, marks)
                    self.emit(f"Pestilence: {self.seat_name(s)} fills in {plural(marks, 'skull')}.", s, "disaster")
            return
        if self.devs[seat] & bit:
            self.emit(f"{dis['name']}: {name} is protected by {D.DEV_BY_ID[immune]['name']}.", seat, "disaster")
        else:
            self.mark_skulls(seat, marks)
            self.emit(f"{dis['name']}: {name} fills in {plural(marks, 'skull')}.", seat, "disaster")
