"""The computer's plan for a civilization (pure Python, never Qt; read by the quick playout policy, policy.py,
and by the judgement of positions, evaluation.py). Nothing here changes the rules: it only says what a
sensible player wants next.

The plan: build a Barracks, reach the Tool Age (food first), upgrade Clubmen to Axemen and add an Archery
Range, then train Axemen and Bowmen at every free building, Houses as the unit limit needs them, three
villagers to build; the army gathers at home and marches, once it is strong enough, on the enemy's Town
Center and then on what is nearest (towers, buildings and houses cannot run; villagers flee hand-to-hand
units, so the Bowmen shoot them from next to their square, and follow them; with only villagers left to catch,
no more hand-to-hand units are trained). Once the enemy has no Town Center and no army, every stack marches
however small, and the villagers go for the enemy's last villagers (they flee from military units, not from
villagers). Once its Town Center is hit, the seat keeps a new one's wood (it collects nothing without one).
"""
from __future__ import annotations

from dawnofempires_gui.games.aoe import data as D
from dawnofempires_gui.games.aoe.kinds import AGE_ORDER, AGE_RANK, KINDS, PER_HOUSE, PER_TOWN_CENTER, RESOURCES
from dawnofempires_gui.games.aoe.state import AoeState

TARGET_AGE = "tool"  # the plan advances to this Age and then spends everything on the army
BUILDINGS_BY_AGE = {"stone": ("barracks",), "tool": ("archery_range",), "bronze": (), "iron": ()}
UPGRADES_WANTED = ("clubman_to_axeman",)
# what each building trains, best first (the first one the seat may train is chosen)
TRAINS = {"town_center": ("villager",),
          "barracks": ("legion", "longsword", "broadsword", "shortsword", "axeman", "clubman"),
          "archery_range": ("composite_bowman", "improved_bowman", "bowman"),
          "stable": ("cavalry", "chariot", "scout"), "academy": ("hoplite",)}
VILLAGERS = 3  # builders wanted (income does not depend on villagers)
HOUSE_AHEAD = 4  # room in the unit limit the seat keeps ahead of its army
READY = 4  # military units the first army gathers at the camp before it marches
REINFORCE = 3  # and each later group
RUNNER = 0.6  # a villager to an army that can shoot it (it runs, so houses and buildings come first)
TOWN_CENTER_TARGET = 8.0  # an enemy Town Center is worth this many other pieces to an army (it is the income)
MILITARY_BUILDINGS = frozenset(("barracks", "archery_range", "stable", "academy", "siege_workshop"))
NEXT_AGE = {a: (AGE_ORDER[i + 1] if i + 1 < len(AGE_ORDER) else "") for i, a in enumerate(AGE_ORDER)}
AGE_COST = {a: dict(D.AGES[a].cost.items()) for a in AGE_ORDER}
COST = {t: dict(k.cost.items()) for t, k in KINDS.items()}
UNIT = {t: k.unit for t, k in KINDS.items()}
UPGRADE_COST = {u: dict(x.cost.items()) for u, x in D.UPGRADES.items()}
REBUILD = COST["town_center"]  # kept back once the Town Center is hit: without one a player collects nothing


def half_distance(width: int, a: int, b: int) -> int:
    dx, dy = abs(a % width - b % width), abs(a // width - b // width)
    return 2 * dx + dy if dx > dy else 2 * dy + dx


class PlanRules(AoeState):
    # --- what the plan wants ------------------------------------------------------------------------------
    def plan_saving(self, seat: int) -> dict[str, int]:
        """The next Age's cost while the seat is still below the plan's Age (kept back from units), else {}."""
        age = self.ages[seat]
        if AGE_RANK[age] >= AGE_RANK[TARGET_AGE] or self.advancing[seat] != -1:
            return {}
        return AGE_COST[NEXT_AGE[age]]

    def plan_reserve(self, seat: int) -> dict[str, int]:
        """A new Town Center's cost, kept back from everything else once the seat's Town Center has been hit or is
        gone (while it has villagers to lay another), else {}: a civilization without one collects nothing, and
        two of them can only wear each other down, turn after turn, with what they have left."""
        villagers = False
        for p in self.pieces.values():
            if p["owner"] != seat:
                continue
            if p["type"] == "town_center" and (p["down"] or p["steps"] == KINDS["town_center"].steps):
                return {}
            villagers = villagers or p["type"] == "villager"
        return REBUILD if villagers else {}

    def plan_kept(self, seat: int) -> dict[str, int]:
        """What units and upgrades leave in the purse: the next Age's cost and the reserve for a Town Center."""
        saving, reserve = self.plan_saving(seat), self.plan_reserve(seat)
        if not reserve:
            return saving
        kept = dict(saving)
        for k, n in reserve.items():
            kept[k] = kept.get(k, 0) + n
        return kept

    def plan_can_lay(self, seat: int, building: str) -> bool:
        """Can the seat pay for the building and keep its reserve (a new Town Center is what the reserve is for)?"""
        purse = self.purses[seat]
        kept = {} if building == "town_center" else self.plan_reserve(seat)
        return all(purse.get(r, 0) - kept.get(r, 0) >= n for r, n in COST[building].items())

    def plan_buildings(self, seat: int) -> list[str]:
        """The buildings and houses the seat wants laid now (in order), whether it can pay or not."""
        have: dict[str, int] = {}
        room = 0  # units the limit has room for, Houses being laid counted
        for p in self.pieces.values():
            if p["owner"] != seat:
                continue
            t = p["type"]
            if UNIT[t]:
                room -= 1
                continue
            have[t] = have.get(t, 0) + 1
            if t == "house":
                room += PER_HOUSE
            elif t == "town_center" and not p["down"]:
                room += PER_TOWN_CENTER
        wants = []
        rank = AGE_RANK[self.ages[seat]]
        for age in AGE_ORDER[:rank + 1]:
            for b in BUILDINGS_BY_AGE[age]:
                if have.get(b, 0) > 0:
                    have[b] -= 1
                else:
                    wants.append(b)
        for _ in range(max(0, (HOUSE_AHEAD - room + PER_HOUSE - 1) // PER_HOUSE)):
            wants.append("house")
        if "town_center" not in have and self.purses[seat]["wood"] >= COST["town_center"]["wood"]:
            wants.insert(0, "town_center")
        return wants

    def plan_unit(self, seat: int, building: str) -> str:
        """The unit the seat trains at that kind of building now ("" for none): no hand-to-hand unit once the
        enemy has only villagers left (they flee from it)."""
        runners = building != "town_center" and self.only_runners_left(seat)
        for t in TRAINS.get(building, ()):
            k = KINDS[t]
            if AGE_RANK[k.age] > AGE_RANK[self.ages[seat]] or runners and k.attack_kind == "melee":
                continue
            if k.upgraded_from and D.UPGRADE_TO[t].id not in self.upgrades_done[seat]:
                continue
            return t
        return ""

    def villagers_of(self, seat: int) -> int:
        return sum(1 for p in self.pieces.values() if p["owner"] == seat and p["type"] == "villager")

    def plan_shopping(self, seat: int) -> list[dict[str, int]]:
        """What the seat means to pay for next, in order (the collection follows it)."""
        items: list[dict[str, int]] = []
        saving, reserve = self.plan_saving(seat), self.plan_reserve(seat)
        if reserve:
            items.append(reserve)
        for b in self.plan_buildings(seat):
            items.append(COST[b])
        if saving:
            items.append(saving)
        for u in UPGRADES_WANTED:
            x = D.UPGRADES[u]
            if (u not in self.upgrades_done[seat] and u not in self.upgrading[seat]
                    and AGE_RANK[x.age] <= AGE_RANK[self.ages[seat]]):
                items.append(UPGRADE_COST[u])
        if self.villagers_of(seat) < VILLAGERS:
            items.append(COST["villager"])
        for b in ("barracks", "archery_range", "stable", "academy"):
            if self.has_finished(seat, b):
                unit = self.plan_unit(seat, b)
                if unit:
                    items.append(COST[unit])
        return items

    def plan_resource(self, seat: int) -> tuple[str, int]:
        """The resource to collect next and how much of it is missing (0: nothing missing, take food)."""
        purse = self.purses[seat]
        need = dict.fromkeys(RESOURCES, 0)
        for cost in self.plan_shopping(seat):
            for k, n in cost.items():
                need[k] += n
            short = {k: need[k] - purse[k] for k in RESOURCES if need[k] > purse[k]}
            if short:
                kind = max(short, key=lambda k: short[k])
                return kind, short[kind]
        return "food", 0

    # --- where things stand ----------------------------------------------------------------------------
    def plan_home(self, seat: int) -> int:
        """The square of the seat's oldest Town Center (villagers live and lay houses there), or -1."""
        for p in self.pieces.values():
            if p["owner"] == seat and p["type"] == "town_center" and not p["down"]:
                return p["square"]
        return -1

    def plan_camp(self, seat: int) -> int:
        """Where the seat's military buildings stand and its army gathers: the square of its oldest one, or for
        the first, the square of the nearest enemy Town Center (any number of buildings of any player may
        share a square: units trained there strike the Town Center, the highest D in their square, by the
        programmed rules without a command, and its Bowmen shoot whoever comes to it; the enemy's villagers
        there strike the oldest of the seat's pieces, its villagers, before the foundations); without an
        enemy Town Center in sight, next to home towards the enemy."""
        own = [p for p in self.pieces.values() if p["owner"] == seat and p["type"] in MILITARY_BUILDINGS]
        if own:
            return min(own, key=lambda p: p["id"])["square"]
        home = self.plan_home(seat)
        width = self.board.width
        centers = [p for p in self.pieces.values() if p["type"] == "town_center" and not p["down"]
                   and self.is_enemy(seat, p["owner"])]
        if home != -1 and centers:
            target = min(centers, key=lambda p: (half_distance(width, home, p["square"]), p["id"]))["square"]
            return target
        if home == -1:
            return -1
        ex, ey = self.enemy_centre(seat)
        return self.nearest_land(self.board.grid.neighbours[home], round(ey) * width + round(ex))

    def plan_post(self, seat: int) -> int:
        """Where the seat's villagers wait and lay houses: next to the camp, towards home (so that the army and
        the builders are each commanded with one chit, alone in their square), or home without a camp."""
        camp = self.plan_camp(seat)
        home = self.plan_home(seat)
        if camp == -1:
            return home
        return self.nearest_land(self.board.grid.neighbours[camp], home if home != -1 else camp)

    def nearest_land(self, squares, goal: int) -> int:
        width = self.board.width
        land = [sq for sq in squares if not self.board.sea[sq]]
        return min(land, key=lambda sq: (half_distance(width, sq, goal), sq)) if land else -1

    def enemy_centre(self, seat: int) -> tuple[float, float]:
        """The middle of the enemies' start sections (x, y)."""
        width = self.board.width
        squares = [sq for s in range(self.n) if self.is_enemy(seat, s) for sq in self.board.start[s]]
        return sum(sq % width for sq in squares) / len(squares), sum(sq // width for sq in squares) / len(squares)

    def builder_goal(self, seat: int) -> int:
        """Where the seat's villagers go when commanded: the camp to lay a military building, to the enemy's
        villagers when they hunt them, else home."""
        wants = self.plan_buildings(seat)
        if wants and wants[0] in MILITARY_BUILDINGS and self.plan_can_lay(seat, wants[0]):
            return self.plan_camp(seat)
        hunt = self.hunt_goal(seat)
        return hunt if hunt != -1 else self.plan_post(seat)

    def hunt_goal(self, seat: int) -> int:
        """The enemy square the seat's own villagers go for, or -1. With no enemy Town Center (no income) and no
        enemy military unit left, the villagers' pairs can end the game (a villager flees from military
        units, not from villagers): two or more go for the nearest enemy villagers, else the nearest enemy
        piece, unless the seat can rebuild its Town Center."""
        if self.plan_home(seat) == -1 and self.purses[seat]["wood"] >= COST["town_center"]["wood"]:
            return -1
        mine: dict[int, int] = {}
        found: dict[int, bool] = {}  # enemy square -> villagers there
        for p in self.pieces.values():
            k = KINDS[p["type"]]
            if p["owner"] == seat:
                if k.villager:
                    mine[p["square"]] = mine.get(p["square"], 0) + 1
            elif self.is_enemy(seat, p["owner"]) and not p["down"]:
                if k.military or k.building == "town_center":
                    return -1
                found[p["square"]] = found.get(p["square"], False) or k.villager
        if not found or not mine or max(mine.values()) < 2:
            return -1
        width = self.board.width
        here = max(mine, key=lambda sq: (mine[sq], -sq))
        return min(found, key=lambda sq: (not found[sq], half_distance(width, here, sq), sq))

    # --- the army ---------------------------------------------------------------------------------------
    def only_runners_left(self, seat: int) -> bool:
        """Is every enemy piece still standing a villager (it flees hand-to-hand units: only missiles catch it)?"""
        found = False
        for p in self.pieces.values():
            if not p["down"] and self.is_enemy(seat, p["owner"]):
                if not KINDS[p["type"]].villager:
                    return False
                found = True
        return found

    def enemy_pieces(self, seat: int) -> list[dict]:
        team = self.board.team
        mine = team[seat]
        return [p for p in self.pieces.values() if team[p["owner"]] != mine]

    def worth(self, piece: dict) -> float:
        """What destroying an enemy piece is worth to the plan (a Town Center also ends the enemy's income; a
        foundation does not count for victory and is finished only by a villager of its owner)."""
        if piece["down"]:
            return 0.3
        k = KINDS[piece["type"]]
        if k.building == "town_center":
            return TOWN_CENTER_TARGET
        return 1.0 + k.attack / 8 if k.military else 1.0

    def attackers(self, stack: list[dict]) -> tuple[list[int], list[int]]:
        """The A (whole points) of each attack a stack makes per turn: hand-to-hand and missile (pairs of A½
        units of one type make one attack of A1)."""
        melee: list[int] = []
        missile: list[int] = []
        halves: dict[str, int] = {}
        for p in stack:
            k = KINDS[p["type"]]
            if not k.attack_kind or p["down"]:
                continue
            if k.pair:
                halves[p["type"]] = halves.get(p["type"], 0) + 1
                continue
            (melee if k.attack_kind == "melee" else missile).append(max(1, k.attack // 2))
        for t, count in halves.items():
            (melee if KINDS[t].attack_kind == "melee" else missile).extend([1] * (count // 2))
        return melee, missile

    def army_goal(self, seat: int, ids: list[int], enemies_at: dict[int, list[dict]],
                  covered: set[int]) -> int:
        """The enemy square a stack goes for next: the best worth per turn spent marching and striking (-1 when
        nothing is worth it)."""
        stack = [self.pieces[i] for i in ids if i in self.pieces]
        if not stack:
            return -1
        here = stack[0]["square"]
        move = max(2, min(KINDS[p["type"]].move for p in stack))
        melee, missile = self.attackers(stack)
        both = melee + missile
        if not both:
            return -1
        width = self.board.width
        best, best_rate = -1, 0.0
        for sq, found in enemies_at.items():
            if sq in covered and sq != here:
                continue
            value = work = 0.0
            runners = 0
            for p in found:
                if KINDS[p["type"]].villager and not p["down"]:
                    runners += 1
                    continue
                d = 4 if p["down"] else KINDS[p["type"]].defence
                rate = sum(min(a, d) for a in both) / d
                work += p["steps"] / rate
                value += self.worth(p)
            if runners and missile:
                rate = sum(min(a, 4) for a in missile) / 4
                work += runners / rate
                value += RUNNER * runners
            if value <= 0:
                continue
            turns = half_distance(width, here, sq) / move
            score = value / (1.0 + turns + work)
            if score > best_rate:
                best, best_rate = sq, score
        return best

    def standoff(self, seat: int, ids: list[int], goal: int) -> int:
        """The half squares from which a stack shoots at the villagers it goes for (0: it goes into the square).
        A villager flees from military units in its square at once, but from missiles only once shot at: so
        missile units stop in range, and hit before it runs."""
        stack = [self.pieces[i] for i in ids if i in self.pieces]
        _, missile = self.attackers(stack)
        found = [p for p in self.pieces.values() if p["square"] == goal and self.is_enemy(seat, p["owner"])]
        if not missile or not found or any(p["down"] or not KINDS[p["type"]].villager for p in found):
            return 0
        return min(KINDS[p["type"]].range for p in stack if KINDS[p["type"]].attack_kind == "missile")

    def engaged(self, seat: int, ids: list[int], enemies_at: dict[int, list[dict]]) -> bool:
        """The stack has something to strike where it stands and the strength to strike it (a lone Bowman or
        Clubman has none): an enemy that will not run (a building, a tower, a foundation, a military unit) in
        its square, or for a stack of missile units only such an enemy in reach. Villagers in reach are not
        enough: shot at, they flee out of reach, so the stack is commanded to shoot and close in again."""
        stack = [self.pieces[i] for i in ids]
        melee, missile = self.attackers(stack)
        if not melee and not missile:
            return False
        square = stack[0]["square"]
        if any(not KINDS[q["type"]].villager or q["down"] for q in enemies_at.get(square, ())):
            return True
        if missile and not melee:
            width = self.board.width
            for p in stack:
                k = KINDS[p["type"]]
                if k.attack_kind != "missile":
                    continue
                for sq, found in enemies_at.items():
                    if k.min_range <= half_distance(width, p["square"], sq) <= k.range and any(
                            q["down"] or not KINDS[q["type"]].villager for q in found):
                        return True
        return False

    def covered_squares(self, seat: int, enemies_at: dict[int, list[dict]]) -> set[int]:
        """Enemy squares the seat's team already works on: its military units there can strike (a lone Bowman
        cannot: two lone enemy Bowmen in one square would stand there for ever); but a Town Center's square
        takes every stack that comes: it needs many strikes."""
        team = self.board.team[seat]
        centers = {p["square"] for found in enemies_at.values() for p in found if p["type"] == "town_center"}
        ours: dict[int, list[dict]] = {}
        for p in self.pieces.values():
            if (self.board.team[p["owner"]] == team and p["square"] in enemies_at and not p["down"]
                    and KINDS[p["type"]].military and p["square"] not in centers):
                ours.setdefault(p["square"], []).append(p)
        return {sq for sq, stack in ours.items() if any(self.attackers(stack))}


def melee_flees(piece: dict) -> bool:
    """A villager runs from hand-to-hand units in its square before they strike."""
    return KINDS[piece["type"]].villager
