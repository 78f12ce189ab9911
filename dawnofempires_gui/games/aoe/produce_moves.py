"""The moves of starting units, upgrades and the next Age (IV.C, V; III.G), when a player commands no unit: the rules
they follow are in build.py (BuildRules: produce_choices, train_problem, upgrade_problem, advance_problem).

Moves: train, upgrade, advance, produce_done.
"""
from __future__ import annotations

from dawnofempires_gui.engine import Action
from dawnofempires_gui.engine.purse import pay
from dawnofempires_gui.engine.words import article
from dawnofempires_gui.games.aoe import data as D
from dawnofempires_gui.games.aoe.build import plural_name
from dawnofempires_gui.games.aoe.kinds import AGE_ORDER, AGE_RANK, KINDS
from dawnofempires_gui.games.aoe.state import MOVES, AoeMove
from dawnofempires_gui.games.aoe.words import cost_words, kind_name

PRODUCE_DONE = Action("produce_done")
TRAIN, UPGRADE, ADVANCE = frozenset(("train",)), frozenset(("upgrade",)), frozenset(("advance",))


def _at(game, action) -> str:
    """Where a unit or an upgrade is started: two Barracks offered "Start a Clubman (50 food)" twice."""
    b = game.pieces.get(action["building"])
    return f" at the {kind_name(b['type'])} at {game.square_name(b['square'])}" if b else ""


@MOVES.add
class Train(AoeMove):
    kind = "train"
    args = {"building": int, "unit": str}

    def options(self, game, seat):
        return game.produce_choices(seat, TRAIN)

    def problem(self, game, seat, action):
        return game.train_problem(seat, game.pieces.get(action["building"]), action["unit"])

    def apply(self, game, seat, action):
        game.train(seat, game.pieces[action["building"]], action["unit"])
        if not game.produce_choices(seat):
            game.pop_step()

    def describe(self, game, action):
        t = action["unit"]
        if t not in KINDS:
            return "Train a unit"
        return f"Start {article(kind_name(t))} ({cost_words(KINDS[t].cost)}){_at(game, action)}"


@MOVES.add
class Upgrade(AoeMove):
    kind = "upgrade"
    args = {"upgrade": str, "building": int}

    def options(self, game, seat):
        return game.produce_choices(seat, UPGRADE)

    def problem(self, game, seat, action):
        return game.upgrade_problem(seat, action["upgrade"], game.pieces.get(action["building"]))

    def apply(self, game, seat, action):
        u = D.UPGRADES[action["upgrade"]]
        pay(game.purses[seat], u.cost)
        game.upgrading[seat][u.id] = action["building"]
        game.emit(f"{game.seat_name(seat)} starts the upgrade from {plural_name(u.from_type)} to "
                  f"{plural_name(u.to_type)} ({cost_words(u.cost)}).", seat, "upgrade")
        if not game.produce_choices(seat):
            game.pop_step()

    def describe(self, game, action):
        u = D.UPGRADES.get(action["upgrade"])
        if u is None:
            return "Upgrade"
        cost = cost_words(u.cost)
        return f"Upgrade {plural_name(u.from_type)} to {plural_name(u.to_type)} ({cost}){_at(game, action)}"


@MOVES.add
class Advance(AoeMove):
    kind = "advance"
    args = {"building": int}

    def options(self, game, seat):
        return game.produce_choices(seat, ADVANCE)

    def problem(self, game, seat, action):
        return game.advance_problem(seat, game.pieces.get(action["building"]))

    def apply(self, game, seat, action):
        nxt = D.AGES[AGE_ORDER[AGE_RANK[game.ages[seat]] + 1]]
        pay(game.purses[seat], nxt.cost)
        game.advancing[seat] = action["building"]
        game.emit(f"{game.seat_name(seat)} pays for the {nxt.name} ({cost_words(nxt.cost)}) and lays it face down at "
                  f"the Town Center at {game.square_name(game.pieces[action['building']]['square'])}.", seat, "age")
        if not game.produce_choices(seat):
            game.pop_step()

    def describe(self, game, action):
        center = game.pieces.get(action["building"])
        rank = AGE_RANK[game.ages[center["owner"]]] + 1 if center else len(AGE_ORDER)
        if rank >= len(AGE_ORDER):
            return "Advance to the next Age"
        nxt = D.AGES[AGE_ORDER[rank]]
        where = game.square_name(center["square"])
        return f"Advance to the {nxt.name} ({cost_words(nxt.cost)}) at the Town Center at {where}"


@MOVES.add
class ProduceDone(AoeMove):
    kind = "produce_done"

    def options(self, game, seat):
        return [PRODUCE_DONE]

    def apply(self, game, seat, action):
        game.pop_step()

    def describe(self, game, action):
        return "Start nothing more this turn"
