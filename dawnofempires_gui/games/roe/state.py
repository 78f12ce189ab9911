"""Rise of Empires: the state of a game and the questions every chapter of the rules asks of it (pure
Python, no Qt). What each attribute holds is described in the package docstring (__init__.py); the
chapters (setup.py, actions.py, empire.py, ...) add their moves to MOVES and their part of the turn to
the game class, which rules.py puts together.
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from dawnofempires_gui.engine import HIDDEN, NOBODY, PUBLIC, Action, Game, Move, Moves, Zone

from . import data as D

MOVES = Moves()
G = D.GAME
ROWS = D.ACTION_ROWS
KINDS = D.KINDS  # food, gold, discs, cubes, vp
PAY_KINDS = ("gold", "cubes", "discs", "food", "vp")  # the B-turn payment, in the order offered
LAST_TURN = G.turns  # 6
REGION_IDS = D.REGION_IDS
OLD_WORLD = frozenset(r for r, reg in D.REGIONS.items() if not reg.overseas)
OVERSEAS = frozenset(r for r, reg in D.REGIONS.items() if reg.overseas)
FOOD_TOP, FOOD_BOTTOM = G.food_top, G.food_bottom
ERA_ROMAN = D.ERA_NAMES
CITY_LEVELS = ((1, "A"), (1, "B"), (2, "A"), (2, "B"), (3, "A"), (3, "B"))  # turned in game turns 1..6
BOXES = 8  # progress, city and empire tracks have 8 boxes
# Progress tiles by effect: effect id -> ((tile id, Effect), ...)
BY_EFFECT: dict[str, tuple[tuple[str, D.Effect], ...]] = {
    e: tuple((t.id, x) for t in D.PROGRESS for x in t.effects if x.id == e) for e in D.EFFECTS}
PROGRESS_OF_ERA = {e: Counter(D.PROGRESS_DECK[e]) for e in D.ERAS}
FREE_TILES = frozenset(t.id for t in D.PROGRESS if t.free)
CATEGORIES = ("Regions", "Cities", "Wonders", "Towns", "Progress", "Trade", "Hunger", "Paid for discs",
              "Gold left", "Resource discs left")
if set(D.PROGRESS_BY_ID) & set(D.CITY_BY_ID):  # a player's tiles are named by id alone
    raise D.DataError("a progress tile and a city tile share an id")


_ACTIONS: dict[tuple, Action] = {}


def act(name: str, /, **args: Any) -> Action:
    """The action, made once and shared (actions are immutable; legal_actions() lists many each time)."""
    key = (name, *args.items())
    found = _ACTIONS.get(key)
    if found is None:
        found = _ACTIONS[key] = Action(name, **args)
    return found


def era_of(turn: int) -> int:
    return (turn + 1) // 2


class RoeMove(Move):
    """A move of Rise of Empires: refused out of its step with the words of the decision pending."""

    def out_of_step(self, game: Any, seat: int, action: Any) -> str:
        return game.pending_words(seat)


class RoeState(Game):
    """The state and the shared queries; the chapters' mixins add the flow (rules.RiseOfEmpires)."""

    game_id = "roe"
    MOVES = MOVES
    SCORE_SCALE = 6.0
    ZONES = (
        Zone("progress_deck1", NOBODY, pool="progress1"),
        Zone("progress_deck2", NOBODY, pool="progress2"),
        Zone("progress_deck3", NOBODY, pool="progress3"),
        Zone("territory_deck", NOBODY, pool="territory"),
        Zone("territory_up", PUBLIC, pool="territory"),
        Zone("territory_aside", PUBLIC, pool="territory"),
        Zone("territories", PUBLIC, per_seat=True, pool="territory"),
        Zone("territory_box", PUBLIC, pool="territory"),
        Zone("city_deck", NOBODY),  # each level's tiles are known; only their boxes are secret (fill_hidden)
    )
    _FLAT = ("order", "gold", "discs", "pool", "stock", "food", "vp", "hand", "actions_taken",
             "progress_deck1", "progress_deck2", "progress_deck3", "progress_up", "progress_aside", "progress_box",
             "territory_deck", "territory_up", "territory_aside", "territory_box", "city_deck", "city_up",
             "city_aside", "city_box", "empire_track", "pl_base", "pl_regions", "paid", "upkeep_done", "kept",
             "order_queue", "new_order", "prev_order")
    _NESTED = ("progress", "used", "territories", "cities", "wonders", "empires", "battles")

    # ------------------------------------------------------------------ copying and secrets
    def copy_containers(self, other: Game) -> None:
        """The cheap copy for search: exactly the game's own lists and dicts."""
        d, od = self.__dict__, other.__dict__
        for name in self._FLAT:
            od[name] = d[name][:]
        for name in self._NESTED:
            od[name] = [x[:] for x in d[name]]
        od["cubes"] = {r: c[:] for r, c in self.cubes.items()}
        od["display"] = {r: c[:] for r, c in self.display.items()}
        od["trade"] = dict(self.trade)
        od["pl_before"] = dict(self.pl_before)
        od["vp_parts"] = [dict(p) for p in self.vp_parts]
        od["taken_at"] = [{t: v[:] for t, v in m.items()} for m in self.taken_at]

    def public_progress(self) -> list[str]:
        """Every progress tile in sight: face up, aside, owned, out of the game."""
        out = [t for t in self.progress_up if t is not None]
        out += self.progress_aside + self.progress_box
        for tiles in self.progress:
            out += tiles
        return out

    def pool_contents(self, pool: str) -> list[Any]:
        """territory: all 40 tiles. progressN: the Era-N tiles not in sight (the face-down ones), since
        every other place a progress tile can be is public."""
        if pool == "territory":
            return list(D.TERRITORY_DECK)
        left = PROGRESS_OF_ERA[int(pool[-1])].copy()
        left.subtract(Counter(self.public_progress()))
        return [t for t, k in sorted(left.items()) for _ in range(k)]

    def fill_hidden(self, seat: int, rng: Any) -> None:
        """The face-down city tiles: each level of the city track holds a known stack (Era I A on top
        ... Era III B at the bottom); only which box holds which tile is secret."""
        for level, stack in enumerate(CITY_LEVELS):
            slots = [i for i in range(level * BOXES, level * BOXES + BOXES) if self.city_deck[i] is HIDDEN]
            if not slots:
                continue
            tiles = list(D.CITY_STACKS[stack])
            rng.shuffle(tiles)
            for i, tile in zip(slots, tiles):
                self.city_deck[i] = tile

    # ------------------------------------------------------------------ the turn
    @property
    def era(self) -> int:
        return era_of(self.turn)

    @property
    def b_turn(self) -> bool:
        """The second game turn of an era: discs are taken off the action display."""
        return self.turn % 2 == 0

    def is_over(self) -> bool:
        return self.over

    def circles(self, row: str) -> int:
        """How many circles the row has for this many players (the empire row at most 8)."""
        return len(self.display[row])

    def discs_on_display(self, seat: int) -> int:
        return sum(row.count(seat) for row in self.display.values())

    def removal_cost(self, seat: int, row: str, circle: int) -> int:
        """B turn: what taking back the disc in this circle costs (one per disc to its left; none with
        Printing); empty circles cost nothing."""
        if self.owns_effect(seat, "no_position_cost"):
            return 0
        circles = self.display[row]
        return sum(1 for c in circles[:circle] if c >= 0)

    def next_circle(self, row: str) -> int:
        """A turn: the circle a new disc goes into (discs go in from the right), -1 when the row is full."""
        circles = self.display[row]
        for i in range(len(circles) - 1, -1, -1):
            if circles[i] < 0:
                return i
        return -1

    def capacity(self, seat: int) -> int:
        """What a seat could pay for disc positions: gold, pool cubes, resource discs, food and points."""
        return self.gold[seat] + self.pool[seat] + self.discs[seat] + self.food[seat] + self.vp[seat]

    def purse(self, seat: int) -> dict[str, int]:
        return {"gold": self.gold[seat], "cubes": self.pool[seat], "discs": self.discs[seat],
                "food": self.food[seat], "vp": self.vp[seat]}

    def tokens(self, seat: int) -> int:
        """Game tokens for the turn-order tie-break: gold, cubes in the pool and resource discs."""
        return self.gold[seat] + self.pool[seat] + self.discs[seat]

    # ------------------------------------------------------------------ progress effects
    def owns_effect(self, seat: int, effect: str) -> bool:
        mine = self.progress[seat]
        return any(t in mine for t, _ in BY_EFFECT[effect])

    def effect_total(self, seat: int, effect: str, param: str, **match: Any) -> int:
        """The sum of one parameter over the seat's tiles with this effect (matching params)."""
        mine = self.progress[seat]
        total = 0
        for t, e in BY_EFFECT[effect]:
            if t in mine and all(e.params.get(k) == v for k, v in match.items()):
                total += e.params.get(param, 0)
        return total

    def navigation_taken(self) -> bool:
        return any(self.owns_effect(s, "opens_overseas") for s in range(self.n))

    def ready(self, seat: int, tile: str) -> bool:
        """A tile taken is usable once every other player has taken an action since."""
        snap = self.taken_at[seat].get(tile)
        if snap is None:
            return True
        return all(self.actions_taken[o] > snap[o] for o in range(self.n) if o != seat)

    # ------------------------------------------------------------------ moving things (every change goes through these)
    def gain_gold(self, seat: int, n: int) -> None:
        self.gold[seat] += n
        self.gold_issued += n

    def pay_gold(self, seat: int, n: int) -> None:
        self.gold[seat] -= n
        self.gold_issued -= n

    def take_discs(self, seat: int, n: int) -> int:
        """Resource discs from the bank; only those left in it (the 40 discs are the whole supply)."""
        got = min(n, self.bank_discs)
        self.bank_discs -= got
        self.discs[seat] += got
        return got

    def return_discs(self, seat: int, n: int) -> None:
        self.discs[seat] -= n
        self.bank_discs += n

    def recruit(self, seat: int, n: int) -> int:
        """Cubes from the general stock to the pool; only those left in the stock."""
        got = min(n, self.stock[seat])
        self.stock[seat] -= got
        self.pool[seat] += got
        return got

    def pool_to_stock(self, seat: int, n: int) -> None:
        self.pool[seat] -= n
        self.stock[seat] += n

    def put_cubes(self, seat: int, region: str, n: int) -> None:
        self.pool[seat] -= n
        self.cubes[region][seat] += n

    def remove_cubes(self, seat: int, region: str, n: int) -> int:
        """Cubes off the map to their owner's general stock (at most those there)."""
        n = min(n, self.cubes[region][seat])
        self.cubes[region][seat] -= n
        self.stock[seat] += n
        return n

    def spend(self, seat: int, kind: str, n: int, category: str = "Paid for discs") -> None:
        """Pay n of one kind: gold and resource discs to the bank, cubes from the pool to the general stock,
        food down the track, victory points down the track (counted under `category`)."""
        if kind == "gold":
            self.pay_gold(seat, n)
        elif kind == "cubes":
            self.pool_to_stock(seat, n)
        elif kind == "discs":
            self.return_discs(seat, n)
        elif kind == "food":
            self.food[seat] -= n
        else:
            self.lose_vp(seat, n, category)

    def receive(self, seat: int, kind: str, n: int, category: str = "Progress") -> int:
        """Gain n of one kind (resource discs and cubes only as far as the bank and the stock hold them)."""
        if kind == "gold":
            self.gain_gold(seat, n)
        elif kind == "discs":
            n = self.take_discs(seat, n)
        elif kind == "cubes":
            n = self.recruit(seat, n)
        elif kind == "food":
            self.food[seat] = min(FOOD_TOP, self.food[seat] + n)
        else:
            self.add_vp(seat, n, category)
        return n

    def add_vp(self, seat: int, n: int, category: str) -> None:
        if n:
            self.vp[seat] += n
            self.vp_parts[seat][category] += n

    def lose_vp(self, seat: int, n: int, category: str) -> int:
        """Points lost, never below 0; returns how many were lost."""
        n = min(n, self.vp[seat])
        if n:
            self.vp[seat] -= n
            self.vp_parts[seat][category] -= n
        return n

    # ------------------------------------------------------------------ the map
    def my_regions(self, seat: int) -> list[str]:
        return [r for r in REGION_IDS if self.cubes[r][seat]]

    def on_map(self, seat: int) -> int:
        return sum(c[seat] for c in self.cubes.values())

    def standing(self, region: str) -> tuple[list[int], list[int]]:
        """(the seats controlling the region, the seats in second place). Tied controllers share control
        and nobody is second; a lone player controls with nobody second."""
        counts = self.cubes[region]
        top = max(counts)
        if top == 0:
            return [], []
        first = [s for s, c in enumerate(counts) if c == top]
        if len(first) > 1:
            return first, []
        runner = max((c for c in counts if 0 < c < top), default=0)
        if not runner:
            return first, []
        return first, [s for s, c in enumerate(counts) if c == runner]

    def region_vp(self, region: str) -> list[int]:
        """The points each seat earns for this region in the Victory Points phase."""
        reg = D.REGIONS[region]
        out = [0] * self.n
        first, second = self.standing(region)
        if len(first) > 1:
            for s in first:
                out[s] = (reg.vp_first + reg.vp_second) // len(first)
        elif first:
            out[first[0]] = reg.vp_first
            for s in second:
                out[s] = reg.vp_second // len(second)
        return out

    def region_income(self, region: str, kind: str) -> list[int]:
        """What each controller of the region receives of one kind of income (shared: divided, rounded down)."""
        out = [0] * self.n
        amount = D.REGIONS[region].income.get(kind)
        if amount:
            first, _ = self.standing(region)
            for s in first:
                out[s] = amount // len(first)
        return out

    def controlled_income(self, seat: int, kind: str) -> int:
        return sum(self.region_income(r, kind)[seat] for r in REGION_IDS
                   if self.cubes[r][seat] and D.REGIONS[r].income.get(kind))

    # ------------------------------------------------------------------ words shared by the chapters
    def name(self, seat: int) -> str:
        return self.seat_name(seat)

    def pending_words(self, seat: int) -> str:
        """Why an action of another kind does not fit now: the decision pending, in words."""
        from .words import PENDING
        top = self.top_step()[0]
        return PENDING.get(top, "That is not possible now.")
