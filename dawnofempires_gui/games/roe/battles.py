"""Battles (after taking an empire tile and placing 0 or more cubes): in a region where the player has
cubes and another player too, the defender loses the rightmost number of cubes of the tile's bottom row,
then the attacker the leftmost; removals beyond the cubes there are ignored and removed cubes go to
their owners' general stock. A battle is never forced and need not be where cubes were just placed.
Two empire tiles have two rows: in Era III they allow two battles in different regions, one per row
(a single battle may use either row); in Era II only one battle, with the top row. Progress tiles add to
the defender's losses (Chivalry, Artillery) or spare a defender's cubes (City Walls, Castles).

Moves: battle, end_battles.
"""
from __future__ import annotations

from typing import Any

from dawnofempires_gui.engine import Action

from . import data as D
from .state import MOVES, REGION_IDS, RoeMove, act
from .words import cubes, region_name


class BattleRules:
    """The game class's part for battles."""

    def battle_rows(self: Any) -> list[int]:
        """The rows of the empire tile the next battle may use."""
        rows = self.empire_side(self.pl_tile).rows
        if self.era == 3 and len(rows) == 2:
            used = {b[1] for b in self.battles}
            return [i for i in range(2) if i not in used]
        return [] if self.battles else [0]

    def battle_losses(self, attacker: int, defender: int, row: int) -> tuple[int, int]:
        """(cubes the defender loses, cubes the attacker loses) before capping at the cubes present."""
        r = self.empire_side(self.pl_tile).rows[row]
        lost = r.defender + self.effect_total(attacker, "battle_attack", "defender")
        lost -= self.effect_total(defender, "battle_defense", "saved")
        return max(0, lost), r.attacker

    def battle_choices(self: Any, seat: int) -> list[Action]:
        rows = self.battle_rows()
        if not rows:
            return []
        fought = {b[0] for b in self.battles}
        out = []
        for r in REGION_IDS:
            here = self.cubes[r]
            if not here[seat] or r in fought:
                continue
            for o, c in enumerate(here):
                if o != seat and c:
                    out.extend(act("battle", region=r, player=o, row=i) for i in rows)
        return out


@MOVES.add
class Battle(RoeMove):
    kind = "battle"
    args = {"region": str, "player": int, "row": int}

    def options(self, game, seat):
        return game.battle_choices(seat) if game.top_step()[0] == "battle" else []

    def problem(self, game, seat, action):
        region, other, row = action["region"], action["player"], action["row"]
        if region not in D.REGIONS or not 0 <= other < game.n or other == seat:
            return "Choose a region and another player to attack there."
        if not game.cubes[region][seat] or not game.cubes[region][other]:
            return "A battle is fought in a region where you have cubes and the defender has cubes too."
        if any(b[0] == region for b in game.battles):
            return "Two battles must be fought in different regions."
        rows = game.battle_rows()
        if row not in rows:
            if not rows:
                return ("This empire tile allows no more battles (a second battle only with a two-row tile, "
                        "and only in Era III).")
            return "That row of the empire tile cannot be used for this battle."
        return ""

    def apply(self, game, seat, action):
        region, other, row = action["region"], action["player"], action["row"]
        lose, cost = game.battle_losses(seat, other, row)
        lost = game.remove_cubes(other, region, lose)
        paid = game.remove_cubes(seat, region, cost)
        game.battles.append([region, row])
        game.emit(f"{game.name(seat)} attacks {game.name(other)} in {region_name(region)}: {game.name(other)} loses "
                  f"{cubes(lost)}, {game.name(seat)} loses {cubes(paid)}.", seat, "battle")
        if not game.battle_choices(seat):
            game.pop_step()
            game.regular_done(seat)

    def describe(self, game, action):
        seat = game.top_step()[1][0] if game.top_step()[1] else 0
        words = f"Attack {game.name(action['player'])} in {region_name(action['region'])}"
        if game.pl_tile and 0 <= action["row"] < len(game.empire_side(game.pl_tile).rows):
            lose, cost = game.battle_losses(seat, action["player"], action["row"])
            rows = len(game.empire_side(game.pl_tile).rows)
            which = f" with the {'top' if action['row'] == 0 else 'bottom'} row" if rows == 2 and game.era == 3 else ""
            words += f"{which} (they lose {lose}, you lose {cost})"
        return words


@MOVES.add
class EndBattles(RoeMove):
    kind = "end_battles"

    def options(self, game, seat):
        return [act(self.kind)] if game.top_step()[0] == "battle" else []

    def apply(self, game, seat, action):
        game.pop_step()
        game.regular_done(seat)

    def describe(self, game, action):
        return "Fight no more battles" if game.battles else "Fight no battle"
