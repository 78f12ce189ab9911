"""IV and V: building the civilization, the last part of the Movement and Build phase (III.G).

A player whose commanded units include surviving villagers lays foundations (face down) in their squares after
paying the whole cost: any building of his Age whose prerequisites he has finished (a Granary before towers;
a Barracks before a Stable, Archery Range or Academy; an Archery Range before a Siege Workshop), a Dock only
on a land square next to the sea. A player with no commanded unit left may instead start one unit at each
finished building that trains it (a ship appears in the nearest sea square next to its Dock), any number of
upgrades (each in its chain's order, at a finished building of its kind) and the next Age at a Town Center,
each paid in full and laid face down until the next Movement and Build phase. Units may not exceed four per
finished House and Town Center, those in training included.

Moves: found_at, build_done, found, found_back (foundations); train, upgrade, advance and produce_done are in
produce_moves.py.
"""
from __future__ import annotations

from dawnofempires_gui.engine import Action
from dawnofempires_gui.engine.purse import can_pay, cost_problem, pay
from dawnofempires_gui.engine.words import article, capital
from dawnofempires_gui.games.aoe import data as D
from dawnofempires_gui.games.aoe.kinds import AGE_ORDER, AGE_RANK, KINDS, PER_HOUSE, TRAINED_AT, UPGRADES_AT
from dawnofempires_gui.games.aoe.state import MOVES, AoeMove, AoeState
from dawnofempires_gui.games.aoe.words import age_name, cost_words, kind_name

BUILDING_TYPES = tuple(D.BUILDINGS)
PRICE = {t: tuple(k.cost.items()) for t, k in KINDS.items()}  # (resource, amount) pairs, for the quick checks
DONE, BACK = Action("build_done"), Action("found_back")
PRODUCE_KINDS = frozenset(("train", "upgrade", "advance"))
_CACHE: dict[tuple, Action] = {}


def _act(name: str, **args) -> Action:
    key = (name, *args.values())
    action = _CACHE.get(key)
    if action is None:
        action = _CACHE[key] = Action(name, **args)
    return action


def plural_name(type_id: str) -> str:
    return kind_name(type_id, 2)[2:]


class BuildRules(AoeState):
    def stage_build(self) -> None:
        while self.queue:
            seat = self.queue.pop(0)
            if self.eliminated[seat]:
                continue
            if self.builder_squares(seat):
                if self.site_choices(seat):
                    self.push_step("site", (seat,))
                    return
            elif not self.commanded(seat) and self.produce_choices(seat):
                self.push_step("produce", (seat,))
                return
        self.stage = "end"

    # --- what may be built --------------------------------------------------------------------------------
    def builder_squares(self, seat: int) -> list[int]:
        """The squares of the seat's commanded villagers still standing."""
        return sorted({p["square"] for p in self.commanded(seat) if KINDS[p["type"]].villager and not p["down"]})

    def attained(self, seat: int, type_id: str) -> bool:
        """A base type, or one whose upgrade the seat has completed."""
        k = KINDS[type_id]
        return not k.upgraded_from or D.UPGRADE_TO[type_id].id in self.upgrades_done[seat]

    def type_problem(self, seat: int, type_id: str) -> str:
        """Why the seat may not have this type of unit or building yet (Age, upgrade, prerequisites), or ""."""
        k = KINDS[type_id]
        if AGE_RANK[k.age] > AGE_RANK[self.ages[seat]]:
            what = plural_name(type_id) if k.unit else kind_name(type_id) + "s"
            return f"{what} come in the {age_name(k.age)}; you are in the {age_name(self.ages[seat])}."
        if not self.attained(seat, type_id):
            return (f"{capital(article(kind_name(type_id)))} is made by upgrading {plural_name(k.upgraded_from)}"
                    if not k.unit else f"{plural_name(type_id)} come from upgrading {plural_name(k.upgraded_from)}") + \
                " first."
        if not k.unit:
            for need in D.BUILDINGS[type_id].requires:
                if not self.has_finished(seat, need):
                    return f"{capital(article(kind_name(type_id)))} needs {article(kind_name(need))} first."
        return ""

    def type_ok(self, seat: int, type_id: str) -> bool:
        """not type_problem(): the same checks without the words (the computer's search asks it very often)."""
        k = KINDS[type_id]
        if AGE_RANK[k.age] > AGE_RANK[self.ages[seat]] or not self.attained(seat, type_id):
            return False
        if not k.unit:
            return all(self.has_finished(seat, need) for need in D.BUILDINGS[type_id].requires)
        return True

    def foundation_problem(self, seat: int, type_id: str, square: int) -> str:
        wrong = self.type_problem(seat, type_id)
        if wrong:
            return wrong
        if self.board.sea[square]:
            return "Buildings stand on land squares."
        if D.BUILDINGS[type_id].site == "coast" and not self.board.coast[square]:
            return "A Dock must be built on a land square next to the sea."
        return cost_problem(self.purses[seat], KINDS[type_id].cost, capital(article(kind_name(type_id))))

    def buildable_types(self, seat: int) -> list[str]:
        """The buildings and towers the seat may lay and pay for now, wherever the site allows."""
        purse = self.purses[seat]
        return [t for t in BUILDING_TYPES if all(purse[k] >= n for k, n in PRICE[t]) and self.type_ok(seat, t)]

    def site_buildable(self, seat: int, square: int, types: list[str] | None = None) -> list[str]:
        if self.board.sea[square]:
            return []
        coast = self.board.coast[square]
        return [t for t in (self.buildable_types(seat) if types is None else types)
                if coast or D.BUILDINGS[t].site != "coast"]

    def site_choices(self, seat: int) -> list[int]:
        """The squares of commanded villagers where something may be laid now."""
        types = self.buildable_types(seat)
        return [sq for sq in self.builder_squares(seat) if self.site_buildable(seat, sq, types)] if types else []

    def lay_foundation(self, seat: int, type_id: str, square: int) -> None:
        pay(self.purses[seat], KINDS[type_id].cost)
        self.add_piece(type_id, seat, square, down=True)
        self.emit(f"{self.seat_name(seat)} lays the foundation of {article(kind_name(type_id))} at "
                  f"{self.square_name(square)} ({cost_words(KINDS[type_id].cost)}).", seat, "found")

    # --- units, upgrades and Ages --------------------------------------------------------------------------
    def training_at(self, building: dict) -> bool:
        return any(p["at"] == building["id"] and p["down"] for p in self.pieces.values())

    def train_problem(self, seat: int, building: dict | None, type_id: str) -> str:
        if building is None or building["owner"] != seat:
            return "Units are trained at your own buildings."
        if building["down"]:
            return f"The {kind_name(building['type'])} is not finished yet."
        if type_id not in KINDS or not KINDS[type_id].unit:
            return "Choose a unit to train."
        if type_id not in TRAINED_AT[building["type"]]:
            return f"{plural_name(type_id)} are trained at {article(kind_name(KINDS[type_id].built_at))}."
        if self.training_at(building):
            return f"{capital(article(kind_name(building['type'])))} trains one unit at a time."
        return self.recruit_problem(seat, type_id)

    def recruit_problem(self, seat: int, type_id: str, room: bool | None = None) -> str:
        """Why the seat may not start a unit of this type at a free building that trains it (Age, upgrade, the
        unit limit, the cost), or "". `room`: whether the unit limit leaves room, if already known."""
        wrong = self.type_problem(seat, type_id)
        if wrong:
            return wrong
        if room is False or room is None and self.unit_count(seat) >= self.unit_limit(seat):
            return (f"You have {self.unit_count(seat)} units, your limit ({PER_HOUSE} per House and Town Center): "
                    "build a House first.")
        return cost_problem(self.purses[seat], KINDS[type_id].cost, capital(article(kind_name(type_id))))

    def recruit_ok(self, seat: int, type_id: str, room: bool) -> bool:
        """not recruit_problem(), without the words."""
        return room and self.type_ok(seat, type_id) and can_pay(self.purses[seat], KINDS[type_id].cost)

    def ship_square(self, dock: dict) -> int:
        """The nearest sea square next to the Dock (side before corner, then the lowest number)."""
        grid = self.board.grid
        here = dock["square"]
        seas = [c for c in grid.neighbours[here] if self.board.sea[c]]
        return min(seas, key=lambda c: (grid.half_distance(here, c), c))

    def train(self, seat: int, building: dict, type_id: str) -> None:
        pay(self.purses[seat], KINDS[type_id].cost)
        square = self.ship_square(building) if KINDS[type_id].sea else building["square"]
        self.add_piece(type_id, seat, square, down=True, at=building["id"])
        where = f"the {kind_name(building['type'])} at {self.square_name(building['square'])}"
        self.emit(f"{self.seat_name(seat)} starts {article(kind_name(type_id))} at {where} "
                  f"({cost_words(KINDS[type_id].cost)}).", seat, "train")

    def upgrade_problem(self, seat: int, upgrade: str, building: dict | None) -> str:
        u = D.UPGRADES.get(upgrade)
        if u is None:
            return "There is no such upgrade."
        if upgrade in self.upgrades_done[seat]:
            return f"{plural_name(u.from_type)} are already upgraded to {plural_name(u.to_type)}."
        if upgrade in self.upgrading[seat]:
            return f"The upgrade to {plural_name(u.to_type)} is already under way."
        if AGE_RANK[u.age] > AGE_RANK[self.ages[seat]]:
            return f"The upgrade to {plural_name(u.to_type)} comes in the {age_name(u.age)}."
        if not self.attained(seat, u.from_type):
            return f"First upgrade to {plural_name(u.from_type)}."
        if building is None or building["owner"] != seat or building["type"] != u.at or building["down"]:
            return f"The upgrade to {plural_name(u.to_type)} is made at a finished {kind_name(u.at)} of yours."
        return cost_problem(self.purses[seat], u.cost, f"The upgrade to {plural_name(u.to_type)}")

    def upgrade_ok(self, seat: int, upgrade: str, building: dict) -> bool:
        """not upgrade_problem() for one of the seat's finished buildings, without the words."""
        u = D.UPGRADES[upgrade]
        return (upgrade not in self.upgrades_done[seat] and upgrade not in self.upgrading[seat]
                and AGE_RANK[u.age] <= AGE_RANK[self.ages[seat]] and self.attained(seat, u.from_type)
                and building["owner"] == seat and building["type"] == u.at and not building["down"]
                and can_pay(self.purses[seat], u.cost))

    def advance_problem(self, seat: int, building: dict | None) -> str:
        age = self.ages[seat]
        if AGE_RANK[age] + 1 >= len(AGE_ORDER):
            return "There is no Age after the Iron Age."
        nxt = D.AGES[AGE_ORDER[AGE_RANK[age] + 1]]
        if self.advancing[seat] != -1:
            return f"The {nxt.name} is already under way."
        if not any(self.has_finished(seat, b) for b in nxt.requires_any):
            names = [kind_name(b) for b in nxt.requires_any]
            return f"The {nxt.name} needs {article(', '.join(names[:-1]) + ' or ' + names[-1])} first."
        if building is None or building["owner"] != seat or building["type"] != "town_center" or building["down"]:
            return f"The {nxt.name} is laid at a finished Town Center of yours."
        return cost_problem(self.purses[seat], nxt.cost, f"The {nxt.name}")

    def advance_ok(self, seat: int, building: dict | None) -> bool:
        """not advance_problem(), without the words; with no building, whether some finished Town Center of
        the seat could take the advance."""
        rank = AGE_RANK[self.ages[seat]] + 1
        if rank >= len(AGE_ORDER) or self.advancing[seat] != -1:
            return False
        nxt = D.AGES[AGE_ORDER[rank]]
        if not any(self.has_finished(seat, b) for b in nxt.requires_any) or not can_pay(self.purses[seat], nxt.cost):
            return False
        if building is None:
            return True
        return building["owner"] == seat and building["type"] == "town_center" and not building["down"]

    def produce_choices(self, seat: int, kinds: frozenset[str] = PRODUCE_KINDS) -> list[Action]:
        """The units, upgrades and Age the seat may start now (only those of `kinds`, in the same order)."""
        found = []
        buildings = [p for p in self.pieces.values()
                     if p["owner"] == seat and not p["down"] and not KINDS[p["type"]].unit]
        units, limit = self.tally()[seat]
        room = units < limit
        busy = {p["at"] for p in self.pieces.values() if p["down"] and p["at"] != -1} if "train" in kinds else ()
        advance = "advance" in kinds and self.advance_ok(seat, None)
        for b in buildings:
            if "train" in kinds and room and TRAINED_AT[b["type"]] and b["id"] not in busy:
                found += [_act("train", building=b["id"], unit=t) for t in TRAINED_AT[b["type"]]
                          if self.recruit_ok(seat, t, room)]
            if "upgrade" in kinds:
                found += [_act("upgrade", upgrade=u, building=b["id"]) for u in UPGRADES_AT[b["type"]]
                          if self.upgrade_ok(seat, u, b)]
            if advance and self.advance_ok(seat, b):
                found.append(_act("advance", building=b["id"]))
        return found


@MOVES.add
class FoundAt(AoeMove):
    kind = "found_at"
    args = {"square": int}

    def options(self, game, seat):
        return [_act("found_at", square=sq) for sq in game.site_choices(seat)]

    def problem(self, game, seat, action):
        if action["square"] not in game.builder_squares(seat):
            return "Foundations are laid where your commanded villagers stand."
        if not game.site_buildable(seat, action["square"]):
            return "You can pay for no building there now."
        return ""

    def apply(self, game, seat, action):
        game.site = action["square"]
        game.push_step("found", (seat,))

    def describe(self, game, action):
        return f"Lay a foundation at {game.square_name(action['square'])}…"


@MOVES.add
class BuildDone(AoeMove):
    kind = "build_done"

    def options(self, game, seat):
        return [DONE]

    def apply(self, game, seat, action):
        game.pop_step()

    def describe(self, game, action):
        return "Lay no more foundations this turn"


@MOVES.add
class Found(AoeMove):
    kind = "found"
    args = {"building": str}

    def options(self, game, seat):
        return [_act("found", building=t) for t in game.site_buildable(seat, game.site)]

    def problem(self, game, seat, action):
        if action["building"] not in D.BUILDINGS:
            return "Choose a building or a tower."
        return game.foundation_problem(seat, action["building"], game.site)

    def apply(self, game, seat, action):
        game.lay_foundation(seat, action["building"], game.site)
        game.site = -1
        game.pop_step()
        if not game.site_choices(seat):
            game.pop_step()

    def describe(self, game, action):
        t = action["building"]
        return f"Lay {article(kind_name(t))} ({cost_words(KINDS[t].cost)})" if t in KINDS else "Lay a foundation"


@MOVES.add
class FoundBack(AoeMove):
    kind = "found_back"

    def options(self, game, seat):
        return [BACK]

    def apply(self, game, seat, action):
        game.site = -1
        game.pop_step()

    def describe(self, game, action):
        return "Back to choosing a square"
