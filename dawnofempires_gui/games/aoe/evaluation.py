"""The computer's judgement of a position (Game.evaluate): what the search player scores a playout with when it
cuts it short. Pure Python; it reads the game it is given (in a search, one filled in from the seat's view).

Each side (a player, or a team of allies) is given a worth, in points of about 100 resource points:

  material   every face-up piece at its cost (a military unit at 1.3 times it, for it is what wins; villagers
             beyond the three builders at 0.3 times it, for income does not grow with them), a piece face down
             (a foundation, a unit in training) at 0.9 times its cost, F2 pieces by the steps they have left;
             the first Town Center 3 more (it is the income; its foundation too, once the old one is gone); the
             Tool Age 8 and each later Age 6 more, an Age under way 7.5; upgrades at twice their cost (under way
             1.8 times)
  production resources the plan (plan.py) means to spend soon at 0.6 per 100, food kept for the next Age and wood
             for a new Town Center once the Town Center is hit 1.4 per 100 (more than a unit: they come first),
             the rest at 0.2 per 100 (stone nobody needs)
  position   each military land unit's strength (its A; half for the A-half units that attack in pairs)
             times 0.5 times how near it stands to what it should go for: 1 within a march (4 squares) of
             an enemy Town Center, 0.8 of another enemy building or unit, 0.5 of villagers or foundations
             (they run, or do not count), falling to 0 sixteen squares farther: an army on the march gains,
             an army at home does not, and striking what is within reach loses nothing
  threat     0.5 times what one round of each stack's attacks is expected to destroy (A-half units only in
             pairs; villagers only by missiles, and not in the square of a stack that has just moved in on
             them: they flee before the next Missile phase)
  enemy      minus 3 ln(1 + the enemy pieces that still count for victory): each destruction is worth more as
             fewer are left, the last ones most (the short team game counts the weakest enemy civilization)

The margin of side 0 over side 1 is squashed to 0..1 for each seat: by a wide logistic (scale 6) for a
position judged on its own; in a search, relative to the position the search started from (scale 1.5), so that
a few points won or lost in a playout stay visible however far ahead a side already is. A finished game
scores its result (1 a win, 0 a loss, shared in a draw), which no judgement reaches: the win dominates.
"""
from __future__ import annotations

import math
import weakref

from dawnofempires_gui.engine import Action, Game, Rng
from dawnofempires_gui.games.aoe import data as D
from dawnofempires_gui.games.aoe.kinds import (AGE_ORDER, AGE_RANK, KINDS, PER_HOUSE, PER_TOWN_CENTER, RESOURCES,
                                              land_path)
from dawnofempires_gui.games.aoe.plan import (BUILDINGS_BY_AGE, HOUSE_AHEAD, MILITARY_BUILDINGS, TRAINS,
                                              UPGRADES_WANTED, VILLAGERS, PlanRules, half_distance)

MILITARY = 1.3  # a military unit's worth per point of its cost
DOWN = 0.9  # a foundation or a unit in training
TOWN_CENTER_INCOME = 3.0
AGE_WORTH = (0.0, 8.0, 10.0, 12.0)  # Stone, Tool, Bronze, Iron
AGE_UNDER_WAY = 7.5
UPGRADE_WORTH, UPGRADE_UNDER_WAY = 2.0, 1.8
NEEDED, SAVED, SPARE = 0.6, 1.4, 0.2  # per 100 resource points
UNSEEN = 0.5  # per 100 points of a purse the searching seat does not see
POSITION = 0.5  # per point of A of a military unit, at the enemy
THREAT = 0.5  # per point its next attacks are expected to destroy
CLOSE, REACH = 8, 32  # within CLOSE half squares (a march) it is at the enemy; REACH half squares farther, nowhere
WANT_CENTER, WANT_OTHER, WANT_RUNNER = 1.0, 0.8, 0.5  # a Town Center draws an army most, villagers least
ENEMY = 3.0
PLAN_BUILDING = 2.0  # per point of cost: a military building of the plan (it opens Ages and units)
OFF_PLAN = 0.3  # per point of cost: what the plan does not want (spare villagers, other buildings and units)
SCALE, RELATIVE_SCALE = 6.0, 1.5
BACKTRACK = 0.5  # points off for each choice taken back
DEVIATION = 1.0  # and for each decision of the search's tree that is not the plan's
TURN_END = 0.8  # the weight of the position at the end of the search's turn, against where the playout ended

_SEARCHES: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # game a search filled in -> _Search
# view searched -> what every filling of it shares: the seat, the margin, the plan's first choice
_VIEWS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
_BACK = frozenset(("pick_back", "found_back", "transfer_cancel"))
PRIOR_SEED = 0  # the plan's choice of a Town Center square among its best few, in a search

_COST = {t: sum(k.cost.values()) / 100 for t, k in KINDS.items()}
# what destroying an enemy piece is worth to the threat term: about its cost and its share of the enemy term
_KILL = {t: _COST[t] + (TOWN_CENTER_INCOME if k.building == "town_center" else 0.0) + 0.5 for t, k in KINDS.items()}
_BEFORE_FLIGHT = frozenset(("complete", "move", "move_auto"))  # villagers flee in move_auto, after the missiles
_AFTER_MOVES = frozenset(("move_auto", "build", "end", "collect", "roll", "over"))
_STRENGTH = {t: (k.attack / 4 if k.pair else k.attack / 2) if k.unit and k.military and not k.sea else 0.0
             for t, k in KINDS.items()}
_UPGRADE = {u: sum(x.cost.values()) / 100 for u, x in D.UPGRADES.items()}


def _plan_buildings(rank: int) -> dict[str, int]:
    wanted: dict[str, int] = {}
    for age in AGE_ORDER[:rank + 1]:
        for b in BUILDINGS_BY_AGE[age]:
            wanted[b] = wanted.get(b, 0) + 1
    return wanted


PLAN_BUILDINGS = [_plan_buildings(r) for r in range(len(AGE_ORDER))]  # by Age rank: building -> how many
PLAN_UNITS = frozenset(u for b in {b for bs in BUILDINGS_BY_AGE.values() for b in bs} & MILITARY_BUILDINGS
                       for u in TRAINS.get(b, ()))


class _Search:
    """What the judgement keeps of one game a search filled in (never part of the game's state)."""

    __slots__ = ("seat", "start", "turn", "turn_end", "penalty", "rooted", "fresh", "shared")

    def __init__(self, seat: int, start: float, turn: int) -> None:
        self.seat, self.start, self.turn = seat, start, turn
        self.fresh = True  # no action played yet: the position is the start's, judged 0.5 unmeasured
        self.shared: dict = {}
        self.turn_end: float | None = None  # the margin when the turn the search started in was over
        self.penalty = 0.0  # points against side 0 (deviations, choices taken back)
        self.rooted = False  # the search's first decision has been seen


class EvaluationRules(PlanRules):
    # a playout follows the plan to the end of the turn (about 8 moves for two players), where the judgement
    # weighs most; what the plan does after it tells little and costs the most
    PLAYOUT_MOVES = 10

    def determinize(self, seat: int, rng: Rng) -> Game:
        filled = super().determinize(seat, rng)
        if not filled.is_over():
            record = _SEARCHES[filled] = _Search(seat, 0.0, filled.turn)
            # every filling of one view has the same margin (a hidden purse counts by its public total only)
            shared = _VIEWS.get(self)
            if shared is None or shared["seat"] != seat:
                shared = _VIEWS[self] = {"seat": seat, "margin": filled.margin(), "prior": None}
            record.start = shared["margin"]
            record.shared = shared
        return filled

    def note_action(self, seat: int, action: Action) -> None:
        """Before each action of a game a search plays: the margin once the search's turn is over, the first
        decision (the one the search is choosing) if it is not the plan's (DEVIATION points against its
        side: the plan is the search's prior, left only for a gain the playouts show clearly, for a few
        hundred playouts cannot tell apart forty ways to collect or to march by themselves), and a choice
        taken back (BACKTRACK points: back to choosing a square, a gift cancelled; the position is the same
        as before, and without it the search may go round)."""
        record = _SEARCHES.get(self)
        if record is None:
            return
        record.fresh = False
        if record.turn_end is None and self.turn > record.turn:
            record.turn_end = self.margin()
        cost = BACKTRACK if action.kind in _BACK else 0.0
        if not record.rooted:
            record.rooted = True
            prior = record.shared.get("prior")
            if prior is None:  # the seat's own pieces and purse decide it: the same in every filling
                legal = self.legal_actions(seat)
                prior = record.shared["prior"] = self.policy_choice(seat, legal, Rng(PRIOR_SEED)) if len(legal) > 1 \
                    else action
            if action != prior:
                cost += DEVIATION
        if cost:
            record.penalty += cost if self.board.team[seat] == 0 else -cost

    def evaluate(self) -> list[float]:
        if self.over:
            return self.returns()
        record = _SEARCHES.get(self)
        if record is not None and record.fresh:
            return [0.5] * self.n
        margin = self.margin()
        if record is None:
            x = margin / SCALE
        else:
            if record.turn_end is not None:
                margin = TURN_END * record.turn_end + (1.0 - TURN_END) * margin
            x = (margin - record.penalty - record.start) / RELATIVE_SCALE
        first = 1.0 / (1.0 + math.exp(-max(-40.0, min(40.0, x))))
        return [first if self.board.team[s] == 0 else 1.0 - first for s in range(self.n)]

    def margin(self) -> float:
        """Side 0's worth less side 1's (see the module's docstring)."""
        team = self.board.team
        n = self.n
        worth = [0.0, 0.0]
        standing = [0] * n
        units = [0] * n
        villagers = [0] * n
        buildings: list[list[dict]] = [[] for _ in range(n)]
        stacks: dict[tuple[int, int], list[dict]] = {}  # (owner, square) -> its military units there
        targets: list[dict[int, float]] = [{}, {}]  # square -> how much an enemy army wants it, per team
        enemies_at: list[dict[int, list[dict]]] = [{}, {}]  # per team: square -> its pieces there
        for p in self.pieces.values():
            t = p["type"]
            k = KINDS[t]
            owner = p["owner"]
            side = team[owner]
            if not p["down"]:
                standing[owner] += 1
            if not k.unit:
                buildings[owner].append(p)
            else:
                units[owner] += 1
                value = _COST[t] * p["steps"] / k.steps
                if k.villager:
                    villagers[owner] += 1
                    value *= 1.0 if villagers[owner] <= VILLAGERS else OFF_PLAN
                else:
                    value *= MILITARY if t in PLAN_UNITS else OFF_PLAN
                worth[side] += DOWN * value if p["down"] else value
                if _STRENGTH[t] and not p["down"]:
                    stacks.setdefault((owner, p["square"]), []).append(p)
            enemies_at[side].setdefault(p["square"], []).append(p)
            want = WANT_CENTER if t == "town_center" else WANT_RUNNER if p["down"] or k.villager else WANT_OTHER
            if want > targets[side].get(p["square"], 0.0):
                targets[side][p["square"]] = want
        for s in range(n):
            if buildings[s]:
                worth[team[s]] += self.buildings_worth(s, buildings[s], units[s])
        width = self.board.width
        for (owner, square), stack in stacks.items():
            side = team[owner]
            square = self.intended_square(owner, stack, enemies_at[1 - side])
            best = 0.0
            for sq, want in targets[1 - side].items():
                d = half_distance(width, square, sq) - CLOSE
                near = want if d <= 0 else want * (1.0 - d / REACH)
                if near > best:
                    best = near
            worth[side] += POSITION * sum(_STRENGTH[p["type"]] for p in stack) * best
            worth[side] += THREAT * self.threat(stack, square, enemies_at[1 - side])
        record = _SEARCHES.get(self)
        searcher = None if record is None else record.seat
        for s in range(n):
            if not self.eliminated[s]:
                unseen = searcher is not None and not self.same_team(s, searcher)
                worth[team[s]] += self.economy(s, unseen)
        short = n > 2 and self.options.get("team_game", "long") == "short"
        for side in (0, 1):
            seats = [s for s in range(n) if team[s] != side and not self.eliminated[s]]
            left = (min if short else sum)(standing[s] for s in seats) if seats else 0
            worth[side] -= ENEMY * math.log1p(left)
        return worth[0] - worth[1]

    def intended_square(self, owner: int, stack: list[dict], enemies_at: dict[int, list[dict]]) -> int:
        """Where a stack stands for judging: where it is, or for one commanded this turn that has not moved yet,
        a march towards the goal the plan gives it (its orders are known to its player)."""
        square = stack[0]["square"]
        cc = self.cc[owner]
        if not cc or self.stage in _AFTER_MOVES or stack[0]["id"] not in cc or self.moved.get(stack[0]["id"]):
            return square
        goal = self.army_goal(owner, [p["id"] for p in stack], enemies_at, set())
        if goal == -1 or goal == square:
            return square
        path = land_path(self.board, square, goal)
        left = min(KINDS[p["type"]].move for p in stack)
        width = self.board.width
        here = square
        for nxt in path[1:]:
            step = half_distance(width, here, nxt)
            if step > left:
                break
            left -= step
            here = nxt
        return here

    def threat(self, stack: list[dict], square: int, enemies_at: dict[int, list[dict]]) -> float:
        """What one round of the stack's attacks from `square` is expected to destroy, in points (each attack
        on the best target left in its reach). Units of A½ attack only in pairs (a lone Bowman has no attack).
        Villagers run from hand-to-hand units, so only missiles count against them; and from military units
        come into their square, before the missiles of the next turn: a stack that has just moved in on them
        (the Movement phase, before they flee) shoots at nothing there."""
        width = self.board.width
        hits: dict[int, float] = {}
        value = 0.0
        fleeing = self.stage in _BEFORE_FLIGHT
        attackers: list = []
        pairs: dict[str, int] = {}
        for p in stack:
            k = KINDS[p["type"]]
            if k.pair:
                pairs[p["type"]] = pairs.get(p["type"], 0) + 1
            else:
                attackers.append(k)
        for t, count in pairs.items():
            attackers += [KINDS[t]] * (count // 2)
        for k in attackers:
            a = 1 if k.pair else max(1, k.attack // 2)
            best, best_gain = None, 0.0
            for sq, found in enemies_at.items():
                d = half_distance(width, square, sq)
                if k.attack_kind == "melee":
                    if d:
                        continue
                elif not k.min_range <= d <= k.range:
                    continue
                for q in found:
                    runs = not q["down"] and KINDS[q["type"]].villager
                    if runs and (k.attack_kind == "melee" or fleeing and not d):
                        continue
                    die = 4 if q["down"] else KINDS[q["type"]].defence
                    left = q["steps"] - hits.get(q["id"], 0.0)
                    if left <= 0:
                        continue
                    gain = min(a, die) / die * _KILL[q["type"]] / q["steps"]
                    if gain > best_gain:
                        best, best_gain = q, gain
            if best is not None:
                k2 = KINDS[best["type"]]
                die = 4 if best["down"] else k2.defence
                hits[best["id"]] = hits.get(best["id"], 0.0) + min(a, die) / die
                value += best_gain
        return value

    def buildings_worth(self, seat: int, pieces: list[dict], units: int) -> float:
        """A player's buildings: those of the plan (and the Houses its units need) at their cost, the first Town
        Center with the income, every other one at a fraction (it was spent off the plan)."""
        pieces.sort(key=lambda p: (p["down"], p["id"]))
        rank = AGE_RANK[self.ages[seat]]
        wanted = dict(PLAN_BUILDINGS[rank])
        centers = sum(1 for p in pieces if p["type"] == "town_center" and not p["down"])
        wanted["house"] = max(0, -(-(units + HOUSE_AHEAD - PER_TOWN_CENTER * centers) // PER_HOUSE))
        wanted["town_center"] = 1
        value = 0.0
        for p in pieces:
            t = p["type"]
            k = KINDS[t]
            left = wanted.get(t, 0)
            if left:
                wanted[t] = left - 1
                worth = _COST[t] * (PLAN_BUILDING if t in MILITARY_BUILDINGS else 1.0)
                if t == "town_center":  # a foundation too: the seat's villagers finish it next turn
                    worth += TOWN_CENTER_INCOME
            else:
                worth = _COST[t] * OFF_PLAN
            if p["down"]:  # a foundation's F1 is no damage: it is the whole building next turn
                worth *= DOWN
            else:
                worth *= p["steps"] / k.steps
            value += worth
        return value

    def economy(self, seat: int, unseen: bool = False) -> float:
        """The Age, the upgrades and the purse of one player, in points (a purse the searching seat cannot see,
        filled in at random, by its total only)."""
        rank = AGE_RANK[self.ages[seat]]
        value = AGE_WORTH[rank]
        if self.advancing[seat] != -1:
            value += AGE_UNDER_WAY if rank == 0 else 0.9 * (AGE_WORTH[rank + 1] - AGE_WORTH[rank])
        value += sum((UPGRADE_WORTH if u in UPGRADES_WANTED else OFF_PLAN) * _UPGRADE[u]
                     for u in self.upgrades_done[seat])
        value += sum((UPGRADE_UNDER_WAY if u in UPGRADES_WANTED else OFF_PLAN) * _UPGRADE[u]
                     for u in self.upgrading[seat])
        if unseen:
            return value + UNSEEN * sum(self.purses[seat].values()) / 100
        purse = dict(self.purses[seat])
        saving, reserve = self.plan_saving(seat), self.plan_reserve(seat)
        for k, n in self.plan_kept(seat).items():
            kept = min(purse.get(k, 0), n)
            value += SAVED * kept / 100
            purse[k] -= kept
        need = dict.fromkeys(RESOURCES, 0)
        for cost in self.plan_shopping(seat):
            if cost is saving or cost is reserve:
                continue
            for k, n in cost.items():
                need[k] += n
        for k in RESOURCES:
            have = purse.get(k, 0)
            used = min(have, need[k])
            value += (NEEDED * used + SPARE * (have - used)) / 100
        return value

