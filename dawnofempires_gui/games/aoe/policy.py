"""The quick playout policy of the search player (Game.playout_choice): one cheap choice among the legal
actions that follows the plan of plan.py instead of chance, so that a search's playouts get somewhere in a
war game that random play never finishes. It reads only the game it is given (in a search, a game filled in
from the seat's view) and picks among `legal` only; a little chance (rng) keeps playouts varied.

Per step: collect what the plan lacks most; command the villagers when something should be laid and can be
paid, the strongest army stack when it is ready (or out in the field and not fighting), else no units (and
produce); shoot and strike the most valuable enemy each attacker is likely to hit; march on the plan's target
(after shooting at a villager, to where it will still be in reach once it has fled); lay what the plan wants,
keeping the wood for a new Town Center once the old one is hit; advance, upgrade and train as the plan says.
"""
from __future__ import annotations

from collections.abc import Sequence

from dawnofempires_gui.engine import Action, Rng
from dawnofempires_gui.games.aoe.collection import STEP
from dawnofempires_gui.games.aoe.kinds import KINDS
from dawnofempires_gui.games.aoe.plan import (COST, MILITARY_BUILDINGS, READY, REINFORCE, UPGRADES_WANTED, VILLAGERS,
                                              PlanRules, half_distance)


_TAKEN_BACK = frozenset(("pick_back", "found_back"))  # the same as choosing otherwise one decision before


class PolicyRules(PlanRules):
    # A turn holds six to twenty decisions of one seat (collection, command, picks, targets, moves, foundations,
    # production) and the search confirms the plan's choice in almost all of them: at the level's whole budget
    # for each, hard kept a player waiting 21 s a turn (median)
    SEARCH_SHARE = {"hard": 0.3}

    def playout_choice(self, seat: int, legal: list[Action], rng: Rng) -> Action:
        return self.policy_choice(seat, legal, rng)

    def sensible_actions(self, seat: int, legal: list[Action]) -> list[Action]:
        """What a computer seat weighs: never a choice taken back, a collection in whole (or the plan's shortfall),
        and under a chit the units of one kind at a time (the villagers or the army: one decision, the rest of
        that kind follow at once, then done)."""
        if len(legal) < 2:
            return legal
        step = self.flow[-1][0] if self.flow else ""
        if step == "resources":
            return self.sensible_collections(seat, legal)
        if step == "pick":
            return self.sensible_picks(legal)
        if step == "found":
            kept = [a for a in legal if a.kind not in _TAKEN_BACK]
            return kept or legal
        return legal

    def sensible_collections(self, seat: int, legal: list[Action]) -> list[Action]:
        """All the points in one resource, or just what the plan lacks of its resource: forty ways to split them
        spread a search too thin to see which resource matters (it left the plan's for no gain)."""
        left = self.collect_left[seat]
        if left <= 0:
            return legal
        kind, short = self.plan_resource(seat)
        covering = -(-short // STEP) * STEP  # the shortfall in the amounts offered
        kept = [a for a in legal if a.kind != "collect" or a["amount"] == left
                or a["resource"] == kind and a["amount"] == covering]
        return kept or legal

    def sensible_picks(self, legal: list[Action]) -> list[Action]:
        picks = [a for a in legal if a.kind == "pick"]
        if self.picking:
            villagers = KINDS[self.pieces[self.picking[0]]["type"]].villager
            alike = [a for a in picks if KINDS[self.pieces[a["piece"]]["type"]].villager == villagers]
            done = [a for a in legal if a.kind == "picked"]
            return alike[:1] or done or legal
        first: dict[bool, Action] = {}
        for a in picks:
            first.setdefault(KINDS[self.pieces[a["piece"]]["type"]].villager, a)
        return list(first.values()) or legal

    def policy_choice(self, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
        """The plan's choice among `legal` (the playout policy, without telling the judgement that a playout
        began)."""
        if len(legal) == 1:
            return legal[0]
        step = self.flow[-1][0] if self.flow else ""
        choose = getattr(self, "_choose_" + step, None)
        action = choose(seat, legal, rng) if choose is not None else None
        if action is None or action not in legal:
            return legal[rng.below(len(legal))]
        return action

    # --- setting up ---------------------------------------------------------------------------------
    def _choose_setup(self, seat: int, legal: Sequence[Action], rng: Rng) -> Action:
        """The Town Center towards the enemy's sections, a few squares in from the edge of its own."""
        width = self.board.width
        enemy = [sq for s in range(self.n) if self.is_enemy(seat, s) for sq in self.board.start[s]]
        ex = sum(sq % width for sq in enemy) / len(enemy)
        ey = sum(sq // width for sq in enemy) / len(enemy)

        def far(a: Action) -> float:
            sq = a["square"]
            return abs(sq % width - ex) + abs(sq // width - ey)
        ranked = sorted(legal, key=far)
        return ranked[3 + rng.below(6)] if len(ranked) > 9 else ranked[0]

    # --- collecting ---------------------------------------------------------------------------------
    def _choose_resources(self, seat: int, legal: Sequence[Action], rng: Rng) -> Action | None:
        left = self.collect_left[seat]
        if left <= 0:
            for a in legal:
                if a.kind in ("resources_done", "transfer_cancel"):
                    return a
            return None
        kind, short = self.plan_resource(seat)
        for a in legal:
            if a.kind == "collect" and a["resource"] == kind and a["amount"] == left:
                return a
        return None

    # --- command-control ----------------------------------------------------------------------------
    def plan_command(self, seat: int) -> tuple[int, bool]:
        """The square whose units the seat commands this turn (-1 for none: it produces), and whether its
        villagers are the ones commanded (else its army)."""
        squares = self.commandable_squares(seat)
        if not squares:
            return -1, False
        if self.plan_saving(seat) and self.advance_ok(seat, None):
            return -1, False
        builders: dict[int, int] = {}
        stacks: dict[int, list[int]] = {}
        for sq, ids in squares.items():
            for i in ids:
                k = KINDS[self.pieces[i]["type"]]
                if k.villager:
                    builders[sq] = builders.get(sq, 0) + 1
                elif k.unit and k.military and not k.sea:
                    stacks.setdefault(sq, []).append(i)
        wants = self.plan_buildings(seat)
        if builders:
            crowd = max(builders, key=lambda sq: (builders[sq], -sq))
            if wants and self.plan_can_lay(seat, wants[0]):
                return crowd, True
            if crowd == self.plan_camp(seat) and crowd in stacks:
                return crowd, True  # the builders leave the camp to the army
        enemies = self.enemy_pieces(seat)
        if stacks and enemies:
            enemies_at: dict[int, list[dict]] = {}
            for p in enemies:
                enemies_at.setdefault(p["square"], []).append(p)
            camp = self.plan_camp(seat)
            covered = self.covered_squares(seat, enemies_at)
            fielded = any(sq != camp and sq not in builders for sq in stacks)
            # with no enemy army left nothing is to be feared: every stack goes, however small
            gather = any(KINDS[p["type"]].military and not p["down"] for p in enemies)
            best, best_size = -1, 0.0
            for sq, ids in stacks.items():
                size = float(len(ids))
                if self.engaged(seat, ids, enemies_at):
                    if not self.overkill(ids, enemies_at.get(sq, [])):
                        continue  # its programmed attacks do the work: the chit is better spent
                elif gather and sq == camp and len(ids) < (REINFORCE if fielded else READY):
                    continue
                else:
                    if self.army_goal(seat, ids, enemies_at, covered) == -1:
                        continue
                if size > best_size:
                    best, best_size = sq, size
            if best != -1:
                return best, False
        if builders and self.hunt_goal(seat) != -1:
            return max(builders, key=lambda sq: (builders[sq], -sq)), True
        return -1, False

    def overkill(self, ids: list[int], found: list[dict]) -> bool:
        """Programmed hand-to-hand units all strike the enemy with the highest D in their square: would they
        waste strikes on it while other enemies there stand untouched (then they are better commanded)?"""
        static = [p for p in found if p["down"] or not KINDS[p["type"]].villager]
        if len(static) < 2:
            return False
        first = min(static, key=lambda p: (-self.defence(p), p["id"]))
        die = self.defence(first)
        melee, _ = self.attackers([self.pieces[i] for i in ids])
        return sum(min(a, die) for a in melee) / die > first["steps"] + 0.3

    def _choose_command(self, seat: int, legal: Sequence[Action], rng: Rng) -> Action | None:
        square, _ = self.plan_command(seat)
        if square == -1:
            return next((a for a in legal if a.kind == "command_none"), None)
        here = [self.pieces[i] for i in self.commandable_squares(seat).get(square, ())]
        kind = "command"
        if any(KINDS[p["type"]].villager for p in here) and any(not KINDS[p["type"]].villager for p in here):
            kind = "command_some"  # the builders go without the army standing with them, or the army without them
        return next((a for a in legal if a.kind == kind and a["square"] == square), None)

    def _choose_pick(self, seat: int, legal: Sequence[Action], rng: Rng) -> Action | None:
        """Picking units under the chit: the villagers of the square when the builders go, else its army; then
        done."""
        _, villagers = self.plan_command(seat)
        for a in legal:
            if a.kind == "pick" and KINDS[self.pieces[a["piece"]]["type"]].villager == villagers:
                return a
        return next((a for a in legal if a.kind == "picked"), None)

    # --- attacks ------------------------------------------------------------------------------------
    def strike_value(self, group: tuple[int, ...], target: dict) -> float:
        """The worth of one attack: the chance to hit times what a hit takes from the enemy."""
        need, die = self.attack_need(group, target), self.defence(target)
        chance = min(need, die) / die
        if target["down"]:
            worth = 0.3
        else:
            k = KINDS[target["type"]]
            worth = (3.0 if k.building == "town_center" else 1.2 if not k.unit else 1.5 if k.villager
                     else 1.5 + k.attack / 4) / target["steps"]
            if target["red"] + target["black"] >= target["steps"]:
                worth *= 0.15
        return chance * worth

    def _choose_attack(self, seat: int, legal: Sequence[Action], rng: Rng) -> Action | None:
        group = self.shooter[1]
        best, best_value = None, 0.0
        for a in legal:
            if a.kind == "attack":
                value = self.strike_value(group, self.pieces[a["target"]])
                if value > best_value:
                    best, best_value = a, value
        if best is None:
            for a in legal:
                if a.kind == "hold":
                    return a
        return best

    def _choose_more(self, seat: int, legal: Sequence[Action], rng: Rng) -> Action | None:
        group = self.shooter[1]
        also = [a for a in legal if a.kind == "also"]
        if also:
            return max(also, key=lambda a: self.strike_value(group, self.pieces[a["target"]]))
        return None

    # --- movement -----------------------------------------------------------------------------------
    def plan_destination(self, seat: int) -> int:
        """Where the moving group goes: builders to their site or home, an army to its goal."""
        lead = [i for i in self.lead if i in self.pieces]
        if not lead:
            return -1
        if any(KINDS[self.pieces[i]["type"]].villager for i in lead):
            return self.builder_goal(seat)
        enemies_at: dict[int, list[dict]] = {}
        for p in self.enemy_pieces(seat):
            enemies_at.setdefault(p["square"], []).append(p)
        return self.army_goal(seat, self.cc[seat] or lead, enemies_at, self.covered_squares(seat, enemies_at))

    def _choose_move(self, seat: int, legal: Sequence[Action], rng: Rng) -> Action | None:
        goal = self.plan_destination(seat)
        here = self.pieces[self.lead[0]]["square"]
        width = self.board.width
        if goal == -1 or here == goal:
            return next((a for a in legal if a.kind == "stop"), None)
        reach = self.standoff(seat, self.cc[seat] or self.lead, goal)
        if reach:  # as near the villagers as can be, not in their square: they flee only once shot at, and then
            # only until no square next to them is held, so from next to them they stay in range
            near = [a for a in legal if a.kind == "move_to" and 0 < half_distance(width, a["square"], goal) <= reach]
            best = min(near, key=lambda a: (half_distance(width, a["square"], goal), a["square"]), default=None)
            chase = self.chase(seat, goal, reach, [here] + [a["square"] for a in near])
            if chase != -1:
                return next((a for a in near if a["square"] == chase), None) or next(
                    (a for a in legal if a.kind == "stop"), None)
            if best is not None and half_distance(width, best["square"], goal) < half_distance(width, here, goal):
                return best
            if half_distance(width, here, goal) <= reach:
                return next((a for a in legal if a.kind == "stop"), None)
        best, best_key = None, None
        for a in legal:
            if a.kind == "move_to":
                key = half_distance(width, a["square"], goal)
                if best_key is None or key < best_key:
                    best, best_key = a, key
        if best_key is not None and best_key >= half_distance(width, here, goal):
            return next((a for a in legal if a.kind == "stop"), None)
        return best

    def chase(self, seat: int, goal: int, reach: int, squares: list[int]) -> int:
        """For a moving stack that has just shot at a villager in `goal`: the square among `squares` (the first
        is where it stands) from which the villager, fleeing (movement.py), stays within reach; -1 when it was
        not shot at or flees out of reach from every one. Standing next to it, the stack chased a villager
        along the coast, two squares one way and back, and shot every other turn only."""
        lead = set(self.lead)
        prey = next((p for p in self.pieces.values() if p["square"] == goal and p["id"] in self.fired_on
                     and any(i in lead for i in self.fired_on[p["id"]])), None)
        if prey is None:
            return -1
        width = self.board.width
        held = {p["square"] for p in self.pieces.values()
                if p["id"] not in lead and self.is_enemy(prey["owner"], p["owner"])}
        for square in sorted(squares, key=lambda sq: (half_distance(width, sq, goal), sq)):
            threats = [square if i in lead else self.pieces[i]["square"] for i in self.fired_on[prey["id"]]
                       if i in self.pieces]
            fled = self.flight(prey, threats, dict.fromkeys(held | {square}))
            if half_distance(width, square, goal if fled == -1 else fled) <= reach:
                return square
        return -1

    # --- building -----------------------------------------------------------------------------------
    def _choose_site(self, seat: int, legal: Sequence[Action], rng: Rng) -> Action | None:
        wants = self.plan_buildings(seat)
        if wants:
            first = wants[0]
            if self.plan_can_lay(seat, first):
                camp = self.plan_camp(seat)
                for a in legal:
                    if a.kind == "found_at" and first in self.site_buildable(seat, a["square"]) and (
                            first not in MILITARY_BUILDINGS or a["square"] == camp):
                        return a
        return next((a for a in legal if a.kind == "build_done"), None)

    def _choose_found(self, seat: int, legal: Sequence[Action], rng: Rng) -> Action | None:
        wants = self.plan_buildings(seat)
        for w in wants:
            for a in legal:
                if a["building"] == w if a.kind == "found" else False:
                    return a
        return next((a for a in legal if a.kind == "found_back"), None)

    def _choose_produce(self, seat: int, legal: Sequence[Action], rng: Rng) -> Action | None:
        if self.plan_saving(seat):
            for a in legal:
                if a.kind == "advance":
                    return a
        for a in legal:
            if a.kind == "upgrade" and a["upgrade"] in UPGRADES_WANTED:
                return a
        saving = self.plan_kept(seat)
        purse = self.purses[seat]
        villagers = self.villagers_of(seat)
        for a in legal:
            if a.kind != "train":
                continue
            unit = a["unit"]
            building = self.pieces[a["building"]]["type"]
            if unit == "villager":
                if villagers >= VILLAGERS:
                    continue
            elif unit != self.plan_unit(seat, building):
                continue
            cost = COST[unit]
            if all(purse.get(r, 0) - cost.get(r, 0) >= saving.get(r, 0) for r in set(saving) | set(cost)):
                return a
        return next((a for a in legal if a.kind == "produce_done"), None)
