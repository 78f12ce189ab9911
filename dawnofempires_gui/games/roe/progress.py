"""Take Progress Tile, and the free-action tiles.

A face-up progress tile (turned this game turn or left aside earlier) is free in its own era, costs 1
gold from the previous era and 2 for an Era-I tile in Era III; nobody owns two of the same tile. A
free-action tile is used on its owner's action turn, before or after the regular action, once per game
turn (it is turned face down until the next New Tiles phase), and not until every other player has taken
an action since it was taken.

Moves: take_progress; the free actions remove_cubes (Weapons, Gunpowder), add_cubes (Colonialism),
move_cubes (Horseback Riding, Railways), exchange (Coinage), recruit (Mercenaries, Conscription).
"""
from __future__ import annotations

from typing import Any

from dawnofempires_gui.engine import Action

from . import data as D
from .actions import RegularMove
from .state import BY_EFFECT, FREE_TILES, G, MOVES, OVERSEAS, REGION_IDS, RoeMove, act
from .words import cost_words, cubes, gains, progress_name, region_name

FREE_EFFECT_OF = {t: next(e for e in D.PROGRESS_BY_ID[t].effects if e.id in D.FREE_ACTION_EFFECTS) for t in FREE_TILES}


class ProgressRules:
    """The game class's part for progress tiles."""

    def progress_cost(self: Any, tile: str) -> int:
        back = self.era - D.PROGRESS_BY_ID[tile].era
        return G.progress_earlier_era_cost.get(back, 0) if back > 0 else 0

    def progress_offer(self: Any) -> list[str]:
        """The progress tiles that may be taken: face up in the boxes or aside, each kind once."""
        seen: list[str] = []
        for t in self.progress_up:
            if t is not None and t not in seen:
                seen.append(t)
        for t in self.progress_aside:
            if t not in seen:
                seen.append(t)
        return seen

    def free_problem(self: Any, seat: int, tile: str, effect: str) -> str:
        """Why this free-action tile cannot be used now ("" when it can)."""
        if self.top_step()[0] not in ("action", "after"):
            return "Free-action tiles are used on your own action turn, before or after your action."
        if tile not in self.progress[seat]:
            return "You do not own that progress tile."
        if tile not in FREE_TILES or FREE_EFFECT_OF[tile].id != effect:
            return f"{progress_name(tile)} does not do that."
        if tile in self.used[seat]:
            return f"{progress_name(tile)} has already been used this game turn (each tile once per game turn)."
        if not self.ready(seat, tile):
            return ("You cannot take a progress tile and immediately use it: every other player must first take "
                    "an action.")
        return ""

    def usable_free_tiles(self: Any, seat: int) -> list[str]:
        if self.top_step()[0] not in ("action", "after"):
            return []
        return [t for t in self.progress[seat] if t in FREE_TILES and t not in self.used[seat] and self.ready(seat, t)]

    def free_choices(self: Any, seat: int) -> list[Action]:
        """Every free action the seat could take now (used to decide whether to ask after the action)."""
        out: list[Action] = []
        for tile in self.usable_free_tiles(seat):
            out.extend(MOVES[FREE_MOVE_OF[FREE_EFFECT_OF[tile].id]].for_tile(self, seat, tile))
        return out

    def after_free(self: Any, seat: int, tile: str) -> None:
        self.used[seat].append(tile)
        if self.top_step()[0] == "after" and not self.free_choices(seat):
            self.pop_step()  # nothing more to do: the turn ends

    def may_enter(self: Any, region: str) -> bool:
        """The era allows the region (and, in the Era-II A turn, the New World and the Far East only once
        someone has taken Navigation)."""
        reg = D.REGIONS[region]
        if reg.era > self.era:
            return False
        if region in OVERSEAS and self.turn == 3 and not self.navigation_taken():
            return False
        return True


@MOVES.add
class TakeProgress(RegularMove):
    kind = "take_progress"
    args = {"tile": str}
    row = "progress"

    def candidates(self, game, seat):
        mine, gold = game.progress[seat], game.gold[seat]
        return [act("take_progress", tile=t) for t in game.progress_offer()
                if t not in mine and game.progress_cost(t) <= gold]

    def why(self, game, seat, action):
        tile = action["tile"]
        if tile not in game.progress_offer():
            return "That progress tile is not face up on the tiles display."
        if tile in game.progress[seat]:
            return (f"Players may not possess duplicates of the same progress tile: you already own "
                    f"{progress_name(tile)}.")
        cost = game.progress_cost(tile)
        if cost > game.gold[seat]:
            return (f"{progress_name(tile)} is from an earlier era and costs {cost} gold; you have {game.gold[seat]}.")
        return ""

    def apply(self, game, seat, action):
        tile = action["tile"]
        did = game.begin_regular(seat, self.row)
        if tile in game.progress_up:
            game.progress_up[game.progress_up.index(tile)] = None
        else:
            game.progress_aside.remove(tile)
        cost = game.progress_cost(tile)
        if cost:
            game.pay_gold(seat, cost)
        game.progress[seat].append(tile)
        game.taken_at[seat][tile] = game.actions_taken[:]
        game.emit(f"{game.name(seat)} {did}takes the progress tile {progress_name(tile)}"
                  f"{f' for {cost} gold' if cost else ''}.", seat, "progress")
        game.regular_done(seat)

    def describe(self, game, action):
        tile = action["tile"]
        cost = game.progress_cost(tile) if tile in D.PROGRESS_BY_ID else 0
        return f"Take {progress_name(tile)}" + (f" ({cost} gold)" if cost else "") + " — progress"


class FreeMove(RoeMove):
    """A free action of a progress tile."""

    effect = ""

    def options(self, game, seat):
        out = []
        for tile in game.usable_free_tiles(seat):
            if FREE_EFFECT_OF[tile].id == self.effect:
                out.extend(self.for_tile(game, seat, tile))
        return out

    def for_tile(self, game, seat, tile) -> list[Action]:
        return []

    def problem(self, game, seat, action):
        tile = action["tile"]
        return game.free_problem(seat, tile, self.effect) or self.why(game, seat, action, FREE_EFFECT_OF[tile])

    def why(self, game, seat, action, effect) -> str:
        return ""

    def out_of_step(self, game, seat, action):
        return "Free-action tiles are used on your own action turn, before or after your action."

    def limit(self, tile: str) -> int:
        return FREE_EFFECT_OF[tile].params.get("count", 0)


@MOVES.add
class RemoveCubes(FreeMove):
    kind = "remove_cubes"
    args = {"tile": str, "region": str, "player": int, "count": int}
    effect = "remove_cubes"

    def for_tile(self, game, seat, tile):
        top = self.limit(tile)
        return [act(self.kind, tile=tile, region=r, player=o, count=k) for r in REGION_IDS
                for o, c in enumerate(game.cubes[r]) if o != seat and c for k in range(1, min(top, c) + 1)]

    def why(self, game, seat, action, effect):
        region, other, count = action["region"], action["player"], action["count"]
        if region not in game.cubes or not 0 <= other < game.n or other == seat:
            return "Choose a region and another player's cubes there."
        if not 1 <= count <= min(self.limit(action["tile"]), game.cubes[region][other]):
            return (f"{progress_name(action['tile'])} removes up to {cubes(self.limit(action['tile']))} of one other "
                    f"player in one region.")
        return ""

    def apply(self, game, seat, action):
        tile, region, other = action["tile"], action["region"], action["player"]
        n = game.remove_cubes(other, region, action["count"])
        game.emit(f"{game.name(seat)} uses {progress_name(tile)}: {game.name(other)} loses {cubes(n)} in "
                  f"{region_name(region)}.", seat, "free")
        game.after_free(seat, tile)

    def describe(self, game, action):
        return (f"{progress_name(action['tile'])}: remove {cubes(action['count'])} of {game.name(action['player'])} "
                f"from {region_name(action['region'])}")


@MOVES.add
class AddCubes(FreeMove):
    kind = "add_cubes"
    args = {"tile": str, "region": str, "count": int}
    effect = "place_cubes"

    def for_tile(self, game, seat, tile):
        top = min(self.limit(tile), game.pool[seat])
        return [act(self.kind, tile=tile, region=r, count=k) for r in REGION_IDS if game.cubes[r][seat]
                for k in range(1, top + 1)]

    def why(self, game, seat, action, effect):
        region, count = action["region"], action["count"]
        if region not in game.cubes or not game.cubes[region][seat]:
            return f"{progress_name(action['tile'])} places cubes only in a region where you already have cubes."
        if not 1 <= count <= min(self.limit(action["tile"]), game.pool[seat]):
            return (f"You may place up to {cubes(self.limit(action['tile']))} from your pool "
                    f"(you have {game.pool[seat]}).")
        return ""

    def apply(self, game, seat, action):
        game.put_cubes(seat, action["region"], action["count"])
        game.emit(f"{game.name(seat)} uses {progress_name(action['tile'])}: {cubes(action['count'])} from the pool "
                  f"into {region_name(action['region'])}.", seat, "free")
        game.after_free(seat, action["tile"])

    def describe(self, game, action):
        return f"{progress_name(action['tile'])}: place {cubes(action['count'])} in {region_name(action['region'])}"


@MOVES.add
class MoveCubes(FreeMove):
    kind = "move_cubes"
    args = {"tile": str, "source": str, "target": str, "count": int}
    effect = "move_cubes"

    def for_tile(self, game, seat, tile):
        out = []
        for r in REGION_IDS:
            have = game.cubes[r][seat]
            if not have:
                continue
            top = min(self.limit(tile), have)
            for t in sorted(D.ADJACENT[r]):
                if game.may_enter(t):
                    out.extend(act(self.kind, tile=tile, source=r, target=t, count=k) for k in range(1, top + 1))
        return out

    def why(self, game, seat, action, effect):
        source, target, count = action["source"], action["target"], action["count"]
        if source not in game.cubes or target not in game.cubes or not game.cubes[source][seat]:
            return "Move cubes from a region where you have cubes."
        if target not in D.ADJACENT[source]:
            return f"{region_name(target)} is not next to {region_name(source)}."
        if not game.may_enter(target):
            return f"{region_name(target)} may not be entered in this era."
        if not 1 <= count <= min(self.limit(action["tile"]), game.cubes[source][seat]):
            return f"{progress_name(action['tile'])} moves up to {cubes(self.limit(action['tile']))}."
        return ""

    def apply(self, game, seat, action):
        source, target, count = action["source"], action["target"], action["count"]
        game.cubes[source][seat] -= count
        game.cubes[target][seat] += count
        game.emit(f"{game.name(seat)} uses {progress_name(action['tile'])}: {cubes(count)} from "
                  f"{region_name(source)} to {region_name(target)}.", seat, "free")
        game.after_free(seat, action["tile"])

    def describe(self, game, action):
        return (f"{progress_name(action['tile'])}: move {cubes(action['count'])} from {region_name(action['source'])} "
                f"to {region_name(action['target'])}")


@MOVES.add
class Exchange(FreeMove):
    kind = "exchange"
    args = {"tile": str}
    effect = "exchange"

    @staticmethod
    def terms(tile: str) -> tuple[dict[str, int], dict[str, int]]:
        e = FREE_EFFECT_OF[tile]
        return dict(e.params["give"].items()), dict(e.params["get"].items())

    def for_tile(self, game, seat, tile):
        give, _ = self.terms(tile)
        have = game.purse(seat)
        return [act(self.kind, tile=tile)] if all(have[k] >= v for k, v in give.items()) else []

    def why(self, game, seat, action, effect):
        give, _ = self.terms(action["tile"])
        have = game.purse(seat)
        if not all(have[k] >= v for k, v in give.items()):
            return f"{progress_name(action['tile'])} needs {cost_words(give)}."
        return ""

    def apply(self, game, seat, action):
        give, get = self.terms(action["tile"])
        for kind, n in give.items():
            game.spend(seat, kind, n)
        for kind, n in get.items():
            game.receive(seat, kind, n)
        game.emit(f"{game.name(seat)} uses {progress_name(action['tile'])}: {gains(give)} for {gains(get)}.", seat,
                  "free")
        game.after_free(seat, action["tile"])

    def describe(self, game, action):
        give, get = self.terms(action["tile"])
        return f"{progress_name(action['tile'])}: {gains(give)} for {gains(get)}"


@MOVES.add
class Recruit(FreeMove):
    kind = "recruit"
    args = {"tile": str, "count": int}
    effect = "recruit"

    def for_tile(self, game, seat, tile):
        return [act(self.kind, tile=tile, count=k) for k in range(1, min(self.limit(tile), game.stock[seat]) + 1)]

    def why(self, game, seat, action, effect):
        if not 1 <= action["count"] <= min(self.limit(action["tile"]), game.stock[seat]):
            return (f"{progress_name(action['tile'])} moves up to {cubes(self.limit(action['tile']))} from your "
                    f"general stock (you have {game.stock[seat]}).")
        return ""

    def apply(self, game, seat, action):
        n = game.recruit(seat, action["count"])
        game.emit(f"{game.name(seat)} uses {progress_name(action['tile'])}: {cubes(n)} from the general stock to "
                  f"the pool.", seat, "free")
        game.after_free(seat, action["tile"])

    def describe(self, game, action):
        return f"{progress_name(action['tile'])}: {cubes(action['count'])} from your general stock to your pool"


FREE_MOVE_OF = {"remove_cubes": "remove_cubes", "place_cubes": "add_cubes", "move_cubes": "move_cubes",
                "exchange": "exchange", "recruit": "recruit"}
assert set(FREE_MOVE_OF) == set(D.FREE_ACTION_EFFECTS) and BY_EFFECT
