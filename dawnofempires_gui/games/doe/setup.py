"""Game preparation (§3): in reverse player order each player chooses an empire and lays its three
tiles on a free starting position; then the other tiles are shuffled face down, everyone gains the
exploration bonus of his starting tiles and founds his first town in their middle."""
from __future__ import annotations

from dawnofempires_gui.engine import Action

from . import data as D
from . import hexmap as H
from .state import ASKED, MOVES, RI, DoeMove
from .words import resource_amounts

CHOOSE = {e: Action("choose_empire", empire=e) for e in D.EMPIRES}
PLACE = {pos: Action("place_start", position=pos) for pos in range(len(D.STARTS))}


class SetupRules:
    """The game class's part for setup."""

    def chooser_after(self, seat: int) -> int | None:
        """The next seat to choose an empire (reverse player order), None once everyone has."""
        placed = sum(1 for pos in self.start_pos if pos >= 0)
        return self.order[self.n - 1 - placed] if placed < self.n else None

    def finish_setup(self) -> None:
        """§3: the remaining tiles shuffled face down, the starting bonuses, the first towns."""
        bag = self.box[:]
        self.rng.shuffle(bag)  # the second and last draw of the generator: old saves replay it
        empty = [t for t in range(H.N_TILES) if self.terrain[t] is None]
        for t, ter in zip(empty, bag):
            self.under[t] = ter
        self.box = []
        self.emit(f"The other {len(empty)} tiles are shuffled and laid face down.", None, "setup", reveals=True)
        for p in self.order:
            self.res[p] = [0] * 5
            gained = [0] * 5
            for t in D.STARTS[self.start_pos[p]]:
                for res, k in D.BONUS[self.terrain[t]].items():
                    gained[RI[res]] += self.gain(p, RI[res], k)
            c = D.START_CORNER[self.start_pos[p]]
            self.new_town(p, c)
            self.emit(f"{self.name(p)} founds {self.town_name[c]} and gains {resource_amounts(gained)} from the "
                      "starting tiles.", p, "setup")
        self.set_base("rondel")

    def new_town(self, p: int, c: int) -> None:
        """The leftmost hut of p's town upkeep track goes to corner c: a town of size 1, named."""
        self.huts_track[p] -= 1
        self.town_owner[c] = p
        self.town_size[c] = 1
        names = D.EMPIRES[self.empire[p]].towns
        k = self.towns_named[p]
        self.town_name[c] = names[k % len(names)] + ("" if k < len(names) else f" {k // len(names) + 1}")
        self.towns_named[p] += 1


@MOVES.add
class ChooseEmpire(DoeMove):
    kind = "choose_empire"
    args = {"empire": str}

    def options(self, game, seat):
        return [a for e, a in CHOOSE.items() if e not in game.empire]

    def why_not(self, game, seat, action):
        return "That empire is already taken." if action["empire"] in game.empire else "There is no such empire."

    def out_of_step(self, game, seat, action):
        return ASKED.get(game.top_step()[0], "This is not the time to choose an empire.")

    def apply(self, game, seat, action):
        game.empire[seat] = action["empire"]
        game.set_base("start", seat)
        game.emit(f"{game.name(seat)} chooses {D.EMPIRES[action['empire']].name}.", seat, "setup")

    def describe(self, game, action):
        e = D.EMPIRES.get(action["empire"])
        if e is None:
            return "Choose an empire"
        return f"Choose {e.name} ({', '.join(e.tiles)}; grow {e.grow} food, settler {e.settler} food)"


@MOVES.add
class PlaceStart(DoeMove):
    kind = "place_start"
    args = {"position": int}

    def options(self, game, seat):
        taken = set(game.start_pos)
        return [PLACE[i] for i in D.POSITIONS[game.n] if i not in taken]

    def why_not(self, game, seat, action):
        return "That starting position is not free for this number of players."

    def out_of_step(self, game, seat, action):
        return ASKED.get(game.top_step()[0], "Choose an empire first.")

    def apply(self, game, seat, action):
        pos = action["position"]
        game.start_pos[seat] = pos
        emp = D.EMPIRES[game.empire[seat]]
        for t, ter in zip(D.STARTS[pos], emp.tiles):
            game.terrain[t] = ter
            game.box.remove(ter)
        game.emit(f"{game.name(seat)} places the tiles of {emp.name} ({', '.join(emp.tiles)}) on starting "
                  f"position {pos + 1}.", seat, "setup")
        nxt = game.chooser_after(seat)
        if nxt is not None:
            game.set_base("empire", nxt)
        else:
            game.finish_setup()

    def describe(self, game, action):
        return f"Place your tiles on starting position {action['position'] + 1}"
